import { useLayoutEffect, useState, type RefObject } from 'react'

/** Widths, in pixels, that decide whether the navigation fits in the header bar. */
export interface BarWidths {
  /** The bar's inner width, padding included. */
  bar: number
  /** Left plus right padding of the bar. */
  padding: number
  /** The gap between two columns of the bar. */
  gap: number
  brand: number
  /** The navigation's natural width, every entry on one line. */
  nav: number
  /** The trailing controls (language, account, cart…). */
  actions: number
}

/**
 * Whether brand, navigation and controls fit side by side in the bar (two gaps between the
 * three); otherwise the navigation goes into the menu drawer.
 */
export function navFitsInline({ bar, padding, gap, brand, nav, actions }: BarWidths): boolean {
  return padding + brand + gap + nav + gap + actions <= bar
}

/** The parts of the header the measure reads. */
export interface BarParts {
  bar: RefObject<HTMLElement | null>
  brand: RefObject<HTMLElement | null>
  /** The navigation's content, sized to its natural width in either mode. */
  nav: RefObject<HTMLElement | null>
  actions: RefObject<HTMLElement | null>
}

function widthOf(element: Element): number {
  return element.getBoundingClientRect().width
}

function measure({ bar, brand, nav, actions }: BarParts): BarWidths | null {
  if (!bar.current || !brand.current || !nav.current || !actions.current) return null
  const style = getComputedStyle(bar.current)
  return {
    bar: bar.current.clientWidth,
    padding: (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0),
    gap: parseFloat(style.columnGap) || 0,
    brand: widthOf(brand.current),
    nav: widthOf(nav.current),
    actions: widthOf(actions.current),
  }
}

/** Where the navigation goes: beside the brand, on a row of its own under it, or in the menu. */
export type NavMode = 'inline' | 'row' | 'menu'

/** The width from which a header that asks for it puts a navigation too wide for the bar on a row of its own. */
export const navRowMinWidth = 1024

/**
 * Measures whether the header's navigation fits inline, again whenever the bar, the brand, the
 * navigation (another language, other entries) or the controls change size. With `rows`, a
 * navigation that does not fit goes on a row of its own from {@link navRowMinWidth} instead of
 * into the menu.
 *
 * @returns the {@link NavMode}; `undefined` before the first measure (on the server, without
 * `ResizeObserver`), when the stylesheet's breakpoints decide
 */
export function useNavMode(
  { bar, brand, nav, actions }: BarParts,
  enabled: boolean,
  rows = false,
): NavMode | undefined {
  const [mode, setMode] = useState<NavMode>()
  useLayoutEffect(() => {
    if (!enabled || typeof ResizeObserver === 'undefined') return
    const wide = () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia(`(min-width: ${String(navRowMinWidth)}px)`).matches
    const update = () => {
      const widths = measure({ bar, brand, nav, actions })
      if (!widths) return
      setMode(navFitsInline(widths) ? 'inline' : rows && wide() ? 'row' : 'menu')
    }
    const observer = new ResizeObserver(update)
    for (const part of [bar, brand, nav, actions]) {
      if (part.current) observer.observe(part.current)
    }
    update()
    return () => {
      observer.disconnect()
    }
  }, [enabled, rows, bar, brand, nav, actions])
  return mode
}

/** The custom property holding the header's height, which toasts and anchored content clear. */
export const headerHeightProperty = '--header-height'

/**
 * Publishes the header's height on the document as `--header-height` (in pixels), kept up to
 * date as it changes (a brand on two lines, a wider screen); removed when the header goes.
 */
export function usePublishedHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const publish = () => {
      root.style.setProperty(headerHeightProperty, `${String(element.offsetHeight)}px`)
    }
    publish()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(headerHeightProperty)
    }
  }, [header])
}
