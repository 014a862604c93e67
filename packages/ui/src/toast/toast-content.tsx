import { useLingui } from '@lingui/react/macro'
import { SnackbarContent, closeSnackbar } from 'notistack'
import type { CustomContentProps } from 'notistack'
import type { Ref } from 'react'

import { IconButton } from '../icon-button/icon-button'
import { cx } from '../internal/cx'
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../internal/icons'
import styles from './toast.module.css'
import { useSwipeToDismiss } from './use-swipe-to-dismiss'

const icons = {
  success: CheckIcon,
  error: AlertIcon,
  warning: AlertIcon,
  info: InfoIcon,
  default: InfoIcon,
}

/**
 * The look of every toast: a card with a coloured edge, an icon, the message and a close
 * button, which can be swiped sideways to dismiss it. Receives the ref of notistack's
 * transitions on its root.
 */
export function ToastContent({
  id,
  message,
  variant,
  style,
  className,
  ref,
}: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  const { t } = useLingui()
  const swipe = useSwipeToDismiss(() => {
    closeSnackbar(id)
  })
  const Icon = icons[variant]
  return (
    <SnackbarContent
      ref={ref}
      role={variant === 'error' ? 'alert' : 'status'}
      style={style}
      className={className}
    >
      <div {...swipe} className={cx(styles.toast, styles[variant])} data-toast={variant}>
        <Icon className={styles.icon} size={18} />
        <div className={styles.message}>{message}</div>
        <IconButton
          size="sm"
          className={styles.close}
          label={t`Dismiss notification`}
          onPress={() => {
            closeSnackbar(id)
          }}
        >
          <CloseIcon size={16} />
        </IconButton>
      </div>
    </SnackbarContent>
  )
}
