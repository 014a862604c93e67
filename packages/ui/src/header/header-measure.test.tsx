import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Header } from './header'
import { navFitsInline } from './header-measure'
import { NavList } from './nav-list'

/** Widths the fake layout gives each part of the bar, by class name. */
const widths = { bar: 1280, brandCell: 285, navContent: 540, actions: 190 }
let height = 68

/** A ResizeObserver the test triggers, standing for the browser's layout. */
const observers = new Set<() => void>()
class FakeResizeObserver {
  readonly #callback: () => void
  constructor(callback: () => void) {
    this.#callback = callback
  }
  observe() {
    observers.add(this.#callback)
  }
  disconnect() {
    observers.delete(this.#callback)
  }
  unobserve() {
    observers.delete(this.#callback)
  }
}

function fakeLayout() {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const widthOf = (element: Element) => {
    const part = Object.entries(widths).find(([name]) => element.classList.contains(name))
    return part?.[1] ?? 0
  }
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return DOMRect.fromRect({ width: widthOf(this), height: 0 })
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return widthOf(this)
  })
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height)
}

/** The browser lays the page out again (a resize, another language). */
function relayout() {
  act(() => {
    for (const callback of observers) callback()
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  observers.clear()
  Object.assign(widths, { bar: 1280, brandCell: 285, navContent: 540, actions: 190 })
  height = 68
})

const nav = <NavList items={[{ href: '/dashboard', label: 'Dashboard' }]} />

function barOf(container: HTMLElement) {
  const bar = container.querySelector('.bar')
  if (!bar) throw new Error('no bar')
  return bar
}

describe('navFitsInline', () => {
  it('adds the brand, the navigation, the controls, two gaps and the padding', () => {
    const bar = { bar: 1000, padding: 48, gap: 24, brand: 200, nav: 400, actions: 200 }
    expect(navFitsInline(bar)).toBe(true)
    expect(navFitsInline({ ...bar, nav: 505 })).toBe(false)
  })
})

describe('Header, laid out', () => {
  it('keeps the navigation inline while it fits, in the menu drawer once it does not', async () => {
    fakeLayout()
    const { container } = await renderWithI18n(<Header nav={nav} />)
    expect(barOf(container)).toHaveAttribute('data-nav', 'inline')

    // French labels: the navigation grows past the room left by the brand and the controls.
    widths.navContent = 900
    relayout()
    expect(barOf(container)).toHaveAttribute('data-nav', 'menu')

    // A wider screen makes room again.
    widths.bar = 1600
    relayout()
    expect(barOf(container)).toHaveAttribute('data-nav', 'inline')
  })

  it('counts the controls: more of them send the navigation to the drawer', async () => {
    fakeLayout()
    widths.actions = 600
    const { container } = await renderWithI18n(<Header nav={nav} />)
    expect(barOf(container)).toHaveAttribute('data-nav', 'menu')
  })

  it('leaves the choice to the breakpoints until it can measure', async () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const { container } = await renderWithI18n(<Header nav={nav} />)
    expect(barOf(container)).not.toHaveAttribute('data-nav')
  })

  it('publishes its height for the toasts to clear, and withdraws it when it goes', async () => {
    fakeLayout()
    const root = document.documentElement
    const { unmount } = await renderWithI18n(<Header nav={nav} />)
    expect(root.style.getPropertyValue('--header-height')).toBe('68px')
    height = 112
    relayout()
    expect(root.style.getPropertyValue('--header-height')).toBe('112px')
    unmount()
    expect(root.style.getPropertyValue('--header-height')).toBe('')
  })
})
