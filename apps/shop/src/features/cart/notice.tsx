import type { ReactNode } from 'react'

import styles from './notice.module.css'

/** A framed message: a failure (announced at once), a warning or a piece of information. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'danger' | 'warning' | 'info'
  title?: ReactNode
  children?: ReactNode
}) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {title != null ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  )
}
