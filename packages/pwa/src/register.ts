/// <reference types="vite-plugin-pwa/vanillajs" />
import { useSyncExternalStore } from 'react'
import { registerSW, type RegisterSWOptions } from 'virtual:pwa-register'

/** Offline support as the app shows it. */
export interface ServiceWorkerState {
  /** The app shell is cached: the app works offline. */
  offlineReady: boolean
  /** A new version is installed and waits: offer to reload. */
  needRefresh: boolean
  /** The service worker could not be registered. */
  registrationError: boolean
}

/** Registers `/sw.js`; the signature of `registerSW` from `virtual:pwa-register`. */
export type RegisterServiceWorker = (
  options: RegisterSWOptions,
) => (reloadPage?: boolean) => Promise<void>

/** The service worker's registration, observable from React or plain code. */
export interface ServiceWorkerController {
  subscribe: (onChange: () => void) => () => void
  getState: () => ServiceWorkerState
  /** Activates the waiting version and reloads the page. */
  updateServiceWorker: () => Promise<void>
  /** Hides the offline-ready and reload notices. */
  dismiss: () => void
}

/**
 * Registers the service worker (`/sw.js`, scope `/`) and tracks its state: offline-ready,
 * needs-refresh, and a registration-error flag set when registration fails.
 *
 * @param register the registration function (default: `registerSW` of vite-plugin-pwa)
 */
export function createServiceWorker(
  register: RegisterServiceWorker = registerSW,
): ServiceWorkerController {
  const listeners = new Set<() => void>()
  let state: ServiceWorkerState = {
    offlineReady: false,
    needRefresh: false,
    registrationError: false,
  }
  const update = (change: Partial<ServiceWorkerState>): void => {
    state = { ...state, ...change }
    for (const onChange of listeners) onChange()
  }
  const updateSW = register({
    immediate: true,
    onOfflineReady: () => {
      update({ offlineReady: true })
    },
    onNeedRefresh: () => {
      update({ needRefresh: true })
    },
    onRegisterError: (error: unknown) => {
      console.warn('The service worker could not be registered', error)
      update({ registrationError: true })
    },
  })
  return {
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    getState: () => state,
    updateServiceWorker: () => updateSW(true),
    dismiss() {
      update({ offlineReady: false, needRefresh: false })
    },
  }
}

let shared: ServiceWorkerController | undefined

/** The app's one registration, created on first use. */
export function getServiceWorker(): ServiceWorkerController {
  shared ??= createServiceWorker()
  return shared
}

/** {@link ServiceWorkerState} plus the actions of {@link ServiceWorkerController}. */
export interface ServiceWorkerHandle extends ServiceWorkerState {
  updateServiceWorker: () => Promise<void>
  dismiss: () => void
}

/**
 * The service worker's state for React: registers it on first use, then re-renders when it
 * becomes offline-ready, has a new version waiting, or fails to register.
 *
 * @param controller the registration to observe (default: {@link getServiceWorker})
 */
export function useServiceWorker(controller?: ServiceWorkerController): ServiceWorkerHandle {
  const worker = controller ?? getServiceWorker()
  const state = useSyncExternalStore(worker.subscribe, worker.getState, worker.getState)
  return { ...state, updateServiceWorker: worker.updateServiceWorker, dismiss: worker.dismiss }
}
