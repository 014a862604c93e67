import type { ReactNode } from 'react'

import styles from './account.module.css'

/**
 * The frame of the account pages: a heading, a short lead, the form and the links under it.
 * The document title comes from the route's `head`.
 */
export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lead != null ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  )
}
