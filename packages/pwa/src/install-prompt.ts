import { useSyncExternalStore } from 'react'

/** localStorage key remembering that the visitor declined to install the app. */
export const installDismissedKey = 'comptoir:install-dismissed'

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

/** Result of {@link InstallPrompt.prompt}: the visitor's answer, or no prompt to show. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

/** The install offer, observable from React or plain code. */
export interface InstallPrompt {
  subscribe: (onChange: () => void) => () => void
  /** True when the browser offered installation and the visitor has not declined it before. */
  canPrompt: () => boolean
  /** Shows the browser's install dialog; a dismissal is remembered and never offered again. */
  prompt: () => Promise<InstallOutcome>
  /** Declines from the app's own notice; remembered like a dismissal in the dialog. */
  dismiss: () => void
  /** Stops listening to the browser. */
  dispose: () => void
}

/** Where {@link createInstallPrompt} listens and remembers. */
export interface InstallPromptOptions {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

function isInstallEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && 'userChoice' in event
}

/**
 * Captures `beforeinstallprompt` so the app can offer installation when it chooses.
 * Create it early (before the first render) so the event is not missed.
 */
export function createInstallPrompt(options: InstallPromptOptions = {}): InstallPrompt {
  const target = options.target ?? window
  const storage = options.storage ?? localStorage
  const listeners = new Set<() => void>()
  let deferred: BeforeInstallPromptEvent | undefined

  const isDismissed = (): boolean => {
    try {
      return storage.getItem(installDismissedKey) !== null
    } catch {
      return false
    }
  }
  const notify = (): void => {
    for (const onChange of listeners) onChange()
  }
  const remember = (): void => {
    try {
      storage.setItem(installDismissedKey, String(Date.now()))
    } catch {
      // Blocked storage: the offer may come back next visit.
    }
  }

  const onBeforeInstall = (event: Event): void => {
    if (!isInstallEvent(event)) return
    // Keep the browser's own mini-infobar away; the app decides when to offer.
    event.preventDefault()
    deferred = event
    notify()
  }
  const onInstalled = (): void => {
    deferred = undefined
    notify()
  }
  target.addEventListener('beforeinstallprompt', onBeforeInstall)
  target.addEventListener('appinstalled', onInstalled)

  return {
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    canPrompt: () => deferred !== undefined && !isDismissed(),
    async prompt() {
      const event = deferred
      if (!event || isDismissed()) return 'unavailable'
      // The event can be used only once.
      deferred = undefined
      await event.prompt()
      const { outcome } = await event.userChoice
      if (outcome === 'dismissed') remember()
      notify()
      return outcome
    },
    dismiss() {
      remember()
      notify()
    },
    dispose() {
      target.removeEventListener('beforeinstallprompt', onBeforeInstall)
      target.removeEventListener('appinstalled', onInstalled)
    },
  }
}

let shared: InstallPrompt | undefined

/** The app's one install offer, listening from its first call; call it early in `main.tsx`. */
export function getInstallPrompt(): InstallPrompt {
  shared ??= createInstallPrompt()
  return shared
}

/** What {@link useInstallPrompt} gives a component. */
export interface InstallPromptHandle {
  canPrompt: boolean
  prompt: () => Promise<InstallOutcome>
  dismiss: () => void
}

/**
 * The install offer for React: `canPrompt` says whether to show an install button, `prompt()`
 * opens the browser dialog, `dismiss()` declines for good.
 *
 * @param installPrompt the offer to observe (default: {@link getInstallPrompt})
 */
export function useInstallPrompt(installPrompt?: InstallPrompt): InstallPromptHandle {
  const offer = installPrompt ?? getInstallPrompt()
  const canPrompt = useSyncExternalStore(offer.subscribe, offer.canPrompt, offer.canPrompt)
  return { canPrompt, prompt: offer.prompt, dismiss: offer.dismiss }
}
