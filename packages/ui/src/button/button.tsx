import type { ReactNode } from 'react'
import { cx } from '../internal/cx'
import { NativeButton, type NativeButtonProps } from '../internal/native-button'
import styles from './button.module.css'

/** Visual weight of a button: one `primary` action per view, the rest `secondary` or `ghost`. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<NativeButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean
  className?: string
  children?: ReactNode
}

/**
 * An accessible button: a native `<button>` with visible keyboard focus and a pending state
 * (`isPending`) that keeps focus, ignores presses and shows progress.
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
    <NativeButton
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
    </NativeButton>
  )
}
