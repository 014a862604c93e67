import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { cx } from '../internal/cx'
import styles from './progress-bar.module.css'

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  label: ReactNode
  value: number
  max?: number
  /** Text of the value, e.g. "€620 of €1,000"; defaults to a percentage in the active language. */
  valueLabel?: string
  tone?: 'accent' | 'success' | 'brass'
  className?: string
}

/**
 * Progress towards a goal: an operation's sales goal, a free-delivery threshold.
 *
 * @remarks A `progressbar` named by its label, with its value as `aria-valuetext`;
 * the fill never overflows when the goal is exceeded.
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueLabel,
  tone = 'accent',
  className,
}: ProgressBarProps) {
  const { i18n } = useLingui()
  const labelId = useId()
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0
  const text =
    valueLabel ??
    new Intl.NumberFormat(i18n.locale || 'en', {
      style: 'percent',
      maximumFractionDigits: 0,
    }).format(value / max)
  return (
    <div className={cx(styles.progress, tone !== 'accent' && styles[tone], className)}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  )
}
