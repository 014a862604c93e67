import type { I18n } from '@lingui/core'
import { i18n as globalI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { SnackbarKey } from 'notistack'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import {
  clearPendingToasts,
  dismissToast,
  enqueueToast,
  loadedToastHost,
  onToastHostLoaded,
  setToastHostMounted,
  type ToastHostModule,
} from './toast-store'
import { enqueueGroupedToast, forgetToastGroups, type GroupedToastVariant } from './toast-groups'
import { toastSettings } from './toast-settings'

export { dismissThreshold } from './use-swipe-to-dismiss'

export { toastSettings }
export type { GroupedToastVariant }
export { loadToastHost } from './toast-store'

/** The message of the error toast shown for any GraphQL error. */
export const errorToastMessage = msg({ id: 'toast.error', message: 'An error occurred' })

/** Options of one toast. */
export interface ToastOptions {
  /** Keeps the toast until it is dismissed. */
  persist?: boolean
  /** Identifies the toast, to dismiss it later or avoid showing it twice. */
  key?: string
  /** Skips the toast when one with the same message is already shown. */
  preventDuplicate?: boolean
}

/** Shows toasts from components. */
export interface Toaster {
  success: (message: ReactNode, options?: ToastOptions) => SnackbarKey
  info: (message: ReactNode, options?: ToastOptions) => SnackbarKey
  error: (message: ReactNode, options?: ToastOptions) => SnackbarKey
  /**
   * One toast for a burst of events of the same `group` (orders arriving live): each call while
   * it is shown counts one more in it and keeps it 5000 ms from then; `message` draws it for the
   * count (`3 new orders`).
   */
  group: (
    group: string,
    message: (count: number) => ReactNode,
    variant?: GroupedToastVariant,
  ) => SnackbarKey
  /** Dismisses one toast, or all of them without a key. */
  dismiss: (key?: SnackbarKey) => void
}

/**
 * Mounts the toasts of the app; place it once near the root, inside Lingui's provider.
 *
 * @remarks Toasts stay 5000 ms, at most 20 are shown (the oldest leaves first), anchored at the
 * top right; each can be closed with its button or swiped sideways past 60 % of its width.
 * The stack and its library load with the first toast: a toast asked for meanwhile waits and
 * is shown, in order, as soon as they are there.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<ToastHostModule | null>(loadedToastHost)
  useEffect(() => onToastHostLoaded(setHost), [])
  useEffect(
    () => () => {
      clearPendingToasts()
      forgetToastGroups()
    },
    [],
  )
  return (
    <>
      {children}
      {host ? <host.ToastHost onMounted={setToastHostMounted} /> : null}
    </>
  )
}

/** Shows success, information and error toasts. Needs a {@link ToastProvider} above. */
export function useToast(): Toaster {
  return useMemo(() => {
    const show =
      (variant: 'success' | 'info' | 'error') =>
      (message: ReactNode, options: ToastOptions = {}) =>
        enqueueToast(message, { variant, ...options })
    return {
      success: show('success'),
      info: show('info'),
      error: show('error'),
      group: (group: string, message: (count: number) => ReactNode, variant = 'success') =>
        enqueueGroupedToast(group, message, variant),
      dismiss: dismissToast,
    }
  }, [])
}

/**
 * Shows the error toast of the GraphQL error rule from outside React (a client exchange):
 * 'An error occurred' in English, 'Une erreur est survenue' in French, at the top right.
 *
 * @param i18n - the app's Lingui instance; defaults to Lingui's global one
 * @returns the key of the toast (the same toast is not stacked twice)
 */
export function showGraphQLErrorToast(i18n: I18n = globalI18n): SnackbarKey {
  return enqueueToast(i18n._(errorToastMessage), {
    variant: 'error',
    preventDuplicate: true,
    anchorOrigin: { ...toastSettings.anchorOrigin },
  })
}

/** The error toast of {@link showGraphQLErrorToast}, in the language of the surrounding provider. */
export function useErrorToast(): () => SnackbarKey {
  const { i18n } = useLingui()
  return useCallback(() => showGraphQLErrorToast(i18n), [i18n])
}

/** Dismisses every toast, e.g. on sign-out. */
export function dismissAllToasts(): void {
  dismissToast()
  forgetToastGroups()
}
