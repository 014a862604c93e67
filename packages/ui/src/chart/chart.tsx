import { useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useId, useMemo } from 'react'

import { VisuallyHidden } from '../internal/visually-hidden'
import { Skeleton } from '../skeleton/skeleton'
import styles from './chart.module.css'
import { countsOnly, timeOf } from './chart-types'
import type { ChartSeries } from './chart-types'

export type { ChartPoint, ChartSeries } from './chart-types'

const ChartCanvas = lazy(() => import('./chart-canvas'))

/** Props of {@link Chart}. */
export interface ChartProps {
  /** Title of the chart, shown above it and naming it for assistive technology. */
  title: string
  series: readonly ChartSeries[]
  /** Height of the plot in pixels. */
  height?: number
  /** Formats the values (axis, legend and table), e.g. as money; defaults to a locale number. */
  formatValue?: (value: number) => string
  /**
   * The values are counts (orders, clicks): the value axis shows whole numbers only, never
   * 0.5 orders. Defaults to `true` when every value is a whole number.
   */
  integerValues?: boolean
}

/**
 * A time-series line chart (clicks, orders, revenue over time).
 *
 * @remarks
 * The drawing code and the charting library (uPlot) are loaded on demand with `React.lazy`,
 * in their own chunk, while a skeleton holds the space. The same data is given to screen readers
 * as a table, since a canvas says nothing. The legend under the plot reads the hovered day's
 * figures, and the latest day's while the pointer is elsewhere.
 */
export function Chart({ title, series, height = 260, formatValue, integerValues }: ChartProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale || 'en'
  const captionId = useId()
  const format = useMemo(
    () => formatValue ?? ((value: number) => new Intl.NumberFormat(locale).format(value)),
    [formatValue, locale],
  )
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const times = [...new Set(series.flatMap((line) => line.points.map(timeOf)))].sort(
    (a, b) => a - b,
  )
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.plot} style={{ minHeight: height }}>
        <Suspense fallback={<Skeleton shape="rect" height={height} />}>
          <ChartCanvas
            series={series}
            height={height}
            locale={locale}
            formatValue={format}
            timeLabel={t`Date`}
            integerValues={integerValues ?? countsOnly(series)}
          />
        </Suspense>
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th scope="row">{dateFormat.format(time)}</th>
                {series.map((line) => {
                  const point = line.points.find((candidate) => timeOf(candidate) === time)
                  return <td key={line.label}>{point ? format(point.value) : '–'}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  )
}
