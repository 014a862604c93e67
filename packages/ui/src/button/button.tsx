import type { ReactNode } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import type { ButtonProps as AriaButtonProps } from 'react-aria-components'

import { cx } from '../internal/cx'
import styles from './button.module.css'

/** Visual weight of a button: one `primary` action per view, the rest `secondary` or `ghost`. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean
  className?: string
  children?: ReactNode
}

/**
 * An accessible button: keyboard, touch and mouse presses, visible focus, a pending state
 * (`isPending`) that keeps focus and announces progress.
 *
 * @remarks Listen with `onPress`; `type="submit"` submits the enclosing form.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx(
        styles.button,
        styles[variant],
        size !== 'md' && styles[size],
        fullWidth && styles.fullWidth,
        className,
      )}
    >
      {props.isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </AriaButton>
  )
}
