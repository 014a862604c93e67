import type { CSSProperties, ReactNode } from 'react'

import { cx } from '../internal/cx'
import styles from './form-layout.module.css'

/** Stacks the sections and fields of a form at a comfortable reading width. */
export function FormLayout({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.layout, className)}>{children}</div>
}

/** A titled group of fields (a `fieldset` with its `legend`), e.g. "Delivery address". */
export function FormSection({
  title,
  description,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.title}>{title}</legend>
      {description != null ? <p className={styles.intro}>{description}</p> : null}
      {children}
    </fieldset>
  )
}

/** Puts fields side by side from tablet width up (one column on phones). */
export function FormRow({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div className={styles.row} style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  )
}

/** The buttons of a form, primary action first in reading order. */
export function FormActions({
  children,
  align = 'start',
}: {
  children: ReactNode
  align?: 'start' | 'end'
}) {
  return <div className={cx(styles.actions, align === 'end' && styles.end)}>{children}</div>
}
