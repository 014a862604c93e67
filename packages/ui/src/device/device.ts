import { useEffect, useState } from 'react'

import { breakpoints } from '../tokens/tokens'

/** The kind of screen the app runs on, from the viewport width. */
export interface Device {
  /** Narrower than 768 px. */
  isMobile: boolean
  /** From 768 px to 1023 px. */
  isTablet: boolean
  /** 1024 px and wider. */
  isDesktop: boolean
}

/** Time after the last resize event before the device is detected again, in milliseconds. */
export const resizeSettleMs = 50

/**
 * Classifies a viewport width with the design system's breakpoints.
 *
 * @param width - viewport width in CSS pixels
 */
export function detectDevice(width: number): Device {
  return {
    isMobile: width < breakpoints.tablet,
    isTablet: width >= breakpoints.tablet && width < breakpoints.desktop,
    isDesktop: width >= breakpoints.desktop,
  }
}

function sameDevice(a: Device, b: Device): boolean {
  return a.isMobile === b.isMobile && a.isTablet === b.isTablet && a.isDesktop === b.isDesktop
}

/**
 * Tells whether the app runs on a mobile, a tablet or a desktop screen.
 *
 * @remarks
 * Detected from `window.innerWidth` when the component mounts, then again 50 ms after the
 * last `resize` event (a resize burst gives one update). Without a window (server rendering) it
 * reports a desktop. Prefer CSS media queries for layout; use this for behaviour.
 */
export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() =>
    detectDevice(typeof window === 'undefined' ? breakpoints.desktop : window.innerWidth),
  )
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const next = detectDevice(window.innerWidth)
        setDevice((current) => (sameDevice(current, next) ? current : next))
      }, resizeSettleMs)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
    }
  }, [])
  return device
}
