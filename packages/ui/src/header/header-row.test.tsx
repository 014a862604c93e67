import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Header } from './header'
import { NavList } from './nav-list'

/*
 * A header that asks for it keeps a navigation too wide for the bar on a row of its own on a
 * desktop, and uses the menu only on narrower screens.
 */

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

/** The screen's width, as media queries read it. */
let screenWidth = 1280

function fakeScreen() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0)
    return { matches: screenWidth >= min, media: query }
  })
}

afterEach(() => {
  screenWidth = 1280
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

describe('Header with wideNav="row"', () => {
  it('puts a navigation too wide for the bar on its own row from 1024 px, in the menu below', async () => {
    fakeLayout()
    fakeScreen()
    widths.navContent = 900
    const { container } = await renderWithI18n(<Header nav={nav} wideNav="row" />)
    expect(barOf(container)).toHaveAttribute('data-nav', 'row')

    screenWidth = 1024
    widths.bar = 1024
    relayout()
    expect(barOf(container)).toHaveAttribute('data-nav', 'row')

    screenWidth = 900
    widths.bar = 900
    relayout()
    expect(barOf(container)).toHaveAttribute('data-nav', 'menu')

    // Shorter labels (another language) fit beside the brand again.
    screenWidth = 1280
    widths.bar = 1280
    widths.navContent = 540
    relayout()
    expect(barOf(container)).toHaveAttribute('data-nav', 'inline')
  })

  it('leaves other headers to the menu when the navigation does not fit', async () => {
    fakeLayout()
    fakeScreen()
    widths.navContent = 900
    const { container } = await renderWithI18n(<Header nav={nav} />)
    expect(barOf(container)).toHaveAttribute('data-nav', 'menu')
  })
})
