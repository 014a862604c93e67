import type { ReactNode } from 'react'
import { cx } from '../internal/cx'
import { NativeButton, type NativeButtonProps } from '../internal/native-button'
import styles from './icon-button.module.css'

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<
  NativeButtonProps,
  'className' | 'children' | 'aria-label'
> {
  /** Accessible name, required because the button only shows an icon. */
  label: string
  /** The icon (decorative: it is hidden from assistive technology by the icons of this package). */
  children: ReactNode
  variant?: 'ghost' | 'outline' | 'solid'
  size?: 'sm' | 'md'
  className?: string
}

/** A round button that shows only an icon; its `label` is the accessible name. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  return (
    <NativeButton
      {...props}
      aria-label={label}
      className={cx(
        styles.iconButton,
        variant !== 'ghost' && styles[variant],
        size === 'sm' && styles.sm,
        className,
      )}
    >
      {children}
    </NativeButton>
  )
}
