import type { ReactNode } from 'react'

import styles from './empty-state.module.css'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** A decorative icon (hidden from assistive technology by this package's icons). */
  icon?: ReactNode
  /** The way forward, e.g. a "Continue shopping" link. */
  action?: ReactNode
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3
}

/** What to show when a list has nothing yet: an empty cart, no orders, no results. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className={styles.empty}>
      {icon != null ? <div className={styles.icon}>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </section>
  )
}
