import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

import styles from './dashboard.module.css'

/** One day of the chart. */
export interface ChartDay {
  /** YYYY-MM-DD. */
  day: string
  salesCents: number
  orders: number
}

/** Props of {@link SalesChart}. */
export interface SalesChartProps {
  days: readonly ChartDay[]
  /** Formats an amount in minor units in the staff member's language. */
  money: (cents: number) => string
}

const width = 600
const height = 180
const gap = 2

/** A day's label in the staff member's language, read as a date of the shop's calendar. */
function dayLabel(day: string, locale: string, style: 'short' | 'long') {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(style === 'short'
      ? { day: 'numeric', month: 'short' }
      : { weekday: 'long', day: 'numeric', month: 'long' }),
  }).format(new Date(`${day}T00:00:00Z`))
}

/**
 * Sales by day as bars in SVG, with the same figures as a table for screen readers: the
 * picture is described by its title and summary, each bar tells its day and amount.
 */
export function SalesChart({ days, money }: SalesChartProps) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const summaryId = useId()
  const highest = Math.max(0, ...days.map((day) => day.salesCents))
  const total = days.reduce((sum, day) => sum + day.salesCents, 0)
  const slot = width / Math.max(days.length, 1)
  const first = days[0]
  const last = days[days.length - 1]
  const range =
    first && last
      ? t`From ${dayLabel(first.day, i18n.locale, 'short')} to ${dayLabel(last.day, i18n.locale, 'short')}`
      : ''
  const best = days.find((day) => day.salesCents === highest && highest > 0)
  return (
    <figure className={styles.chart}>
      <svg
        className={styles.chartPicture}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
      >
        <title id={titleId}>{t`Sales by day`}</title>
        <desc id={summaryId}>
          {best
            ? t`${range}: ${money(total)} in all; the best day, ${dayLabel(best.day, i18n.locale, 'long')}, made ${money(best.salesCents)}.`
            : t`${range}: no sales.`}
        </desc>
        <line className={styles.chartBase} x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
        {days.map((day, index) => {
          const barHeight = highest > 0 ? Math.max((day.salesCents / highest) * (height - 8), 0) : 0
          const label = dayLabel(day.day, i18n.locale, 'long')
          const amount = money(day.salesCents)
          return (
            <rect
              key={day.day}
              className={index === days.length - 1 ? styles.chartToday : styles.chartBar}
              x={index * slot + gap / 2}
              y={height - barHeight}
              width={Math.max(slot - gap, 1)}
              height={barHeight}
              rx={2}
            >
              <title>{t`${label}: ${amount}`}</title>
            </rect>
          )
        })}
      </svg>
      {!best && <p className={styles.chartEmpty}>{t`No sales over these days yet.`}</p>}
      <figcaption className={styles.chartAxis} aria-hidden="true">
        <span>{first && dayLabel(first.day, i18n.locale, 'short')}</span>
        <span>{last && dayLabel(last.day, i18n.locale, 'short')}</span>
      </figcaption>
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{t`Sales by day`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              <th scope="col">{t`Sales`}</th>
              <th scope="col">{t`Orders`}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day, i18n.locale, 'long')}</th>
                <td>{money(day.salesCents)}</td>
                <td>{i18n.number(day.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
