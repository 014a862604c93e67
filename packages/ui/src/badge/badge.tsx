import type { HTMLAttributes, ReactNode } from 'react'

import { cx } from '../internal/cx'
import styles from './badge.module.css'

/** Meaning of a badge's colour; the text must say the same, colour only reinforces it. */
export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info'

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone
  /** Shows a status dot before the text. */
  dot?: boolean
  children: ReactNode
}

/** A short status or label: "New", "Sold out", "Paid", "Live". */
export function Badge({ tone = 'neutral', dot, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(styles.badge, styles[tone], dot && styles.dot, className)}>
      {children}
    </span>
  )
}
