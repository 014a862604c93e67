import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A page reloads at most once per path within this window: 10 seconds. */
export const reloadGuardWindowMs = 10_000

const keyPrefix = 'comptoir:reload:'

/** Where and how {@link reloadOnce} works; each part defaults to the browser's own. */
export interface ReloadGuardOptions {
  path?: string
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  now?: () => number
  reload?: () => void
}

/**
 * Reloads the page unless this path was already reloaded by the guard in the last 10 seconds
 * (timestamps per path in sessionStorage), so a broken deploy cannot cause a reload loop.
 *
 * @returns whether the page is reloading
 */
export function reloadOnce(options: ReloadGuardOptions = {}): boolean {
  const path = options.path ?? window.location.pathname
  const storage = options.storage ?? sessionStorage
  const now = (options.now ?? Date.now)()
  const key = `${keyPrefix}${path}`
  try {
    const last = Number(storage.getItem(key))
    if (last > 0 && now - last < reloadGuardWindowMs) return false
    storage.setItem(key, String(now))
  } catch {
    // Without storage the guard cannot tell a loop from a first failure: do not reload.
    return false
  }
  ;(
    options.reload ??
    (() => {
      window.location.reload()
    })
  )()
  return true
}

/** Vite's `vite:preloadError` event: a lazily loaded chunk or stylesheet failed to load. */
interface PreloadErrorEvent extends Event {
  payload?: unknown
}

/**
 * Reloads the page when Vite fails to load a lazy chunk (typically the old chunks after a
 * deploy), at most once per path in 10 seconds. Past that, the error surfaces as usual.
 *
 * @returns a function removing the listener
 */
export function installReloadGuard(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  options: ReloadGuardOptions = {},
): () => void {
  const onPreloadError = (event: PreloadErrorEvent): void => {
    if (reloadOnce(options)) event.preventDefault()
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError)
  }
}

/**
 * Wraps a dynamic import: when it fails, the page reloads (guarded as {@link reloadOnce}) and
 * the promise stays pending; when the guard already fired, the error is rethrown.
 */
export function importWithReload<T>(
  load: () => Promise<T>,
  options: ReloadGuardOptions = {},
): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadOnce(options)) return new Promise<T>(() => undefined)
    throw error
  })
}

/** `React.lazy` whose failed chunk load reloads the page, guarded as {@link reloadOnce}. */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: ReloadGuardOptions = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithReload(load, options))
}
