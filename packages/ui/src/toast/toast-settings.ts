/** Fixed behaviour of the toasts: 5 s on screen, at most 20 at once, top right. */
export const toastSettings = {
  autoHideDuration: 5000,
  maxSnack: 20,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const
