import type { OptionsObject, SnackbarKey } from 'notistack'
import type { ReactNode } from 'react'

import type * as toastHost from './toast-host'
import type { ToastRequest } from './toast-host'

/** What the toast host module gives once loaded. */
export type ToastHostModule = typeof toastHost

let host: ToastHostModule | null = null
let loading: Promise<ToastHostModule> | null = null
let mounted = false
let counter = 0
const pending: ToastRequest[] = []
const listeners = new Set<(module: ToastHostModule) => void>()

/**
 * Loads the toast host (notistack and the toast's look) once; the first toast asks for it, so
 * pages that never show one never load it.
 *
 * @returns the host module
 */
export function loadToastHost(): Promise<ToastHostModule> {
  loading ??= import('./toast-host').then((module) => {
    host = module
    for (const listener of listeners) listener(module)
    return module
  })
  return loading
}

/** The host module if it is loaded, for a provider mounting after the first toast. */
export function loadedToastHost(): ToastHostModule | null {
  return host
}

/**
 * Calls `listener` once the host module is loaded (at once if it already is).
 *
 * @returns a function that stops listening
 */
export function onToastHostLoaded(listener: (module: ToastHostModule) => void): () => void {
  if (host) listener(host)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The host says it is mounted (its provider exists) or gone; once mounted, the toasts asked
 * for while it loaded are shown, oldest first.
 */
export function setToastHostMounted(isMounted: boolean): void {
  mounted = isMounted
  if (!isMounted || !host) return
  for (const request of pending.splice(0)) host.show(request)
}

/**
 * Shows a toast now, or as soon as the host is loaded and mounted.
 *
 * @returns the toast's key; without a key of its own, a duplicate-free toast with a text
 * message is keyed by its text, so "not twice" and "dismiss this one" both hold
 */
export function enqueueToast(message: ReactNode, options: OptionsObject): SnackbarKey {
  const textKey =
    options.preventDuplicate && typeof message === 'string' ? `toast:${message}` : undefined
  counter += 1
  const key = options.key ?? textKey ?? `toast-${String(counter)}`
  const request = { message, options: { ...options, key } }
  if (host && mounted) host.show(request)
  else {
    pending.push(request)
    void loadToastHost()
  }
  return key
}

/** Dismisses one toast, or every toast without a key, shown or still waiting. */
export function dismissToast(key?: SnackbarKey): void {
  if (key === undefined) pending.length = 0
  else {
    const index = pending.findIndex((request) => request.options.key === key)
    if (index >= 0) pending.splice(index, 1)
  }
  if (host && mounted) host.close(key)
}

/** Forgets the toasts still waiting for the host: their provider is gone. */
export function clearPendingToasts(): void {
  pending.length = 0
}
