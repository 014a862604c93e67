import type { HTMLAttributes, ReactNode } from 'react'

import { cx } from '../internal/cx'
import styles from './card.module.css'

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `outlined` (hairline border), `raised` (soft shadow) or `sunken` (linen background). */
  tone?: 'outlined' | 'raised' | 'sunken'
  /** Adds the inner spacing; turn off for edge-to-edge media. */
  padded?: boolean
  /** Lifts on hover and shows a focus ring when a link or button inside has focus. */
  interactive?: boolean
  /** Element to render: `article` for a self-contained item, `section` or `div` otherwise. */
  as?: 'div' | 'article' | 'section' | 'li'
  children: ReactNode
}

/** A surface grouping related content: an order summary, a stat, a product. */
export function Card({
  tone = 'outlined',
  padded = true,
  interactive,
  as: Element = 'div',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.card,
        padded && styles.padded,
        tone !== 'outlined' && styles[tone],
        interactive && styles.interactive,
        className,
      )}
    >
      {children}
    </Element>
  )
}

/** The heading block of a card: a small-caps eyebrow above a serif title. */
export function CardHeader({
  eyebrow,
  title,
  level = 3,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  level?: 2 | 3 | 4
}) {
  const Heading = `h${level}` as const
  return (
    <div className={styles.header}>
      {eyebrow != null ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
    </div>
  )
}
