import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { detectDevice, useDevice } from './device'

function resizeTo(width: number) {
  vi.stubGlobal('innerWidth', width)
  act(() => {
    window.dispatchEvent(new Event('resize'))
  })
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('detectDevice', () => {
  it('splits widths at 768 and 1024 px', () => {
    expect(detectDevice(375)).toEqual({ isMobile: true, isTablet: false, isDesktop: false })
    expect(detectDevice(767)).toEqual({ isMobile: true, isTablet: false, isDesktop: false })
    expect(detectDevice(768)).toEqual({ isMobile: false, isTablet: true, isDesktop: false })
    expect(detectDevice(1023)).toEqual({ isMobile: false, isTablet: true, isDesktop: false })
    expect(detectDevice(1024)).toEqual({ isMobile: false, isTablet: false, isDesktop: true })
  })
})

describe('useDevice', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('innerWidth', 1280)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('detects the device when mounted', () => {
    vi.stubGlobal('innerWidth', 390)
    const { result } = renderHook(() => useDevice())
    expect(result.current.isMobile).toBe(true)
  })

  it('detects again 50 ms after the last resize, not before', () => {
    const { result } = renderHook(() => useDevice())
    expect(result.current.isDesktop).toBe(true)
    resizeTo(900)
    advance(30)
    resizeTo(600)
    advance(30)
    resizeTo(800)
    advance(49)
    expect(result.current.isDesktop).toBe(true)
    advance(1)
    expect(result.current).toEqual({ isMobile: false, isTablet: true, isDesktop: false })
  })

  it('keeps the same object when the kind of device does not change', () => {
    const { result } = renderHook(() => useDevice())
    const before = result.current
    resizeTo(1500)
    advance(50)
    expect(result.current).toBe(before)
  })

  it('stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useDevice())
    resizeTo(500)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
