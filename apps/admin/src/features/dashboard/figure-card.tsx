import { AddressLink } from '@comptoir/app-shell/app-link'
import type { ReactNode } from 'react'

import styles from './dashboard.module.css'

/** Props of {@link FigureCard}. */
export interface FigureCardProps {
  label: string
  /** The figure, already formatted in the staff member's language. */
  value: string
  /** A line under the figure (e.g. how many orders make it). */
  hint?: ReactNode
  /** Where the figure's list lives; the whole card links there. */
  href?: string
  /** Draws the eye: there is work waiting. */
  attention?: boolean
}

/** One figure of the dashboard, in tabular numerals, linking to its list when it has one. */
export function FigureCard({ label, value, hint, href, attention = false }: FigureCardProps) {
  const body = (
    <>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue}>{value}</span>
      {hint && <span className={styles.figureHint}>{hint}</span>}
    </>
  )
  const className = `${styles.figure} ${attention ? styles.attention : ''}`
  return href ? (
    <AddressLink className={`${className} ${styles.figureLink}`} href={href}>
      {body}
    </AddressLink>
  ) : (
    <div className={className}>{body}</div>
  )
}
