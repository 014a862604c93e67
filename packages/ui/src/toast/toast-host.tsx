import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack'
import type { OptionsObject, SnackbarKey } from 'notistack'
import { useEffect } from 'react'
import type { ReactNode } from 'react'

import { ToastContent } from './toast-content'
import styles from './toast.module.css'
import { toastSettings } from './toast-settings'

/** One toast asked for: its message and notistack's options (variant, key, persist…). */
export interface ToastRequest {
  message: ReactNode
  options: OptionsObject
}

/**
 * The toasts' stack, top right: notistack's provider with this package's toast. Loaded and
 * mounted by `ToastProvider` when the first toast is asked for; `onMounted` tells when its
 * provider exists (and when it is gone).
 */
export function ToastHost({ onMounted }: { onMounted: (isMounted: boolean) => void }) {
  useEffect(() => {
    onMounted(true)
    return () => {
      onMounted(false)
    }
  }, [onMounted])
  return (
    <SnackbarProvider
      {...toastSettings}
      anchorOrigin={{ ...toastSettings.anchorOrigin }}
      classes={{ containerRoot: styles.container, containerAnchorOriginTopRight: styles.topRight }}
      Components={{
        default: ToastContent,
        success: ToastContent,
        info: ToastContent,
        warning: ToastContent,
        error: ToastContent,
      }}
    />
  )
}

/** Shows one toast on the mounted stack. */
export function show({ message, options }: ToastRequest): void {
  enqueueSnackbar(message, options)
}

/** Dismisses one toast, or all of them. */
export function close(key?: SnackbarKey): void {
  closeSnackbar(key)
}
