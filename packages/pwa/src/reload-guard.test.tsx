import { cleanup, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  importWithReload,
  installReloadGuard,
  lazyWithReload,
  reloadGuardWindowMs,
  reloadOnce,
} from './reload-guard'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.useRealTimers()
})

function preloadError(): Event {
  return new Event('vite:preloadError', { cancelable: true })
}

describe('reloadOnce', () => {
  it('reloads at most once per path within 10 seconds, and again after', () => {
    const reload = vi.fn()
    expect(reloadGuardWindowMs).toBe(10_000)
    expect(reloadOnce({ path: '/products', reload })).toBe(true)
    vi.advanceTimersByTime(9_999)
    expect(reloadOnce({ path: '/products', reload })).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(1)
    expect(reloadOnce({ path: '/products', reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('counts each path on its own, in sessionStorage', () => {
    const reload = vi.fn()
    expect(reloadOnce({ path: '/cart', reload })).toBe(true)
    expect(reloadOnce({ path: '/account', reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
    expect(sessionStorage.getItem('comptoir:reload:/cart')).toBe('1000000')
  })

  it('uses the current path by default', () => {
    const reload = vi.fn()
    expect(reloadOnce({ reload })).toBe(true)
    expect(reloadOnce({ reload })).toBe(false)
    expect(sessionStorage.getItem(`comptoir:reload:${window.location.pathname}`)).not.toBeNull()
  })
})

describe('installReloadGuard', () => {
  it('reloads on a failed chunk preload, once per 10 seconds, then lets the error through', () => {
    const reload = vi.fn()
    const remove = installReloadGuard(window, { path: '/p', reload })
    const first = preloadError()
    window.dispatchEvent(first)
    expect(reload).toHaveBeenCalledOnce()
    expect(first.defaultPrevented).toBe(true)

    const second = preloadError()
    window.dispatchEvent(second)
    expect(reload).toHaveBeenCalledOnce()
    expect(second.defaultPrevented).toBe(false)

    vi.advanceTimersByTime(reloadGuardWindowMs)
    window.dispatchEvent(preloadError())
    expect(reload).toHaveBeenCalledTimes(2)

    remove()
    vi.advanceTimersByTime(reloadGuardWindowMs)
    window.dispatchEvent(preloadError())
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('importWithReload', () => {
  it('reloads on the first failure and rethrows within the window', async () => {
    const reload = vi.fn()
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'))
    const pending = importWithReload(failing, { path: '/p', reload })
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledOnce()
    await expect(
      Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')]),
    ).resolves.toBe('pending')
    await expect(importWithReload(failing, { path: '/p', reload })).rejects.toThrow(
      /dynamically imported/,
    )
  })

  it('passes a successful import through', async () => {
    await expect(importWithReload(() => Promise.resolve(42))).resolves.toBe(42)
  })
})

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>chunk failed</p> : this.props.children
  }
}

describe('lazyWithReload', () => {
  it('reloads when the lazy page fails to load, and shows the error the second time', async () => {
    vi.useRealTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.fn()
    const failing = () => Promise.reject(new Error('chunk gone'))
    const Page = lazyWithReload<object>(failing, { path: '/lazy', reload })
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledOnce()
    })
    expect(screen.getByText('loading')).toBeDefined()

    const Again = lazyWithReload<object>(failing, { path: '/lazy', reload })
    render(
      <Boundary>
        <Suspense fallback={<p>loading again</p>}>
          <Again />
        </Suspense>
      </Boundary>,
    )
    expect(await screen.findByText('chunk failed')).toBeDefined()
    expect(reload).toHaveBeenCalledOnce()
  })
})
