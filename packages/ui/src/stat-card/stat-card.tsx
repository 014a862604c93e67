import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { cx } from '../internal/cx'
import { TrendDownIcon, TrendUpIcon } from '../internal/icons'
import { VisuallyHidden } from '../internal/visually-hidden'
import styles from './stat-card.module.css'

/** Props of {@link StatCard}. */
export interface StatCardProps {
  /** What is measured: "Revenue", "Clicks", "Conversion". */
  label: ReactNode
  /** The figure, already formatted (use `formatPrice` or `Intl.NumberFormat`). */
  value: ReactNode
  /** Relative change against the previous period, as a ratio: `0.12` is +12 %. */
  change?: number
  /** The period compared with, e.g. "vs last month". */
  period?: ReactNode
}

/**
 * A key figure of the ambassador dashboard, with its trend.
 *
 * @remarks The trend is spelt out for screen readers ("Up 12 %") rather than carried by colour
 * and arrow alone.
 */
export function StatCard({ label, value, change, period }: StatCardProps) {
  const { t, i18n } = useLingui()
  let trend: ReactNode = null
  if (change !== undefined) {
    const percent = new Intl.NumberFormat(i18n.locale || 'en', {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(Math.abs(change))
    const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
    const spoken =
      direction === 'up'
        ? t`Up ${percent}`
        : direction === 'down'
          ? t`Down ${percent}`
          : t`Unchanged`
    trend = (
      <p className={cx(styles.change, styles[direction])}>
        {direction === 'up' ? (
          <TrendUpIcon size={16} />
        ) : direction === 'down' ? (
          <TrendDownIcon size={16} />
        ) : null}
        <span aria-hidden="true">
          {direction === 'flat' ? '=' : `${change > 0 ? '+' : '−'}${percent}`}
        </span>
        <VisuallyHidden>{spoken}</VisuallyHidden>
        {period != null ? <span className={styles.period}>{period}</span> : null}
      </p>
    )
  }
  return (
    <div className={styles.stat}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
      {trend}
    </div>
  )
}
