import uPlot from 'uplot'

import { tokens } from '../tokens/tokens'
import { timeOf } from './chart-types'
import type { ChartCanvasProps, ChartSeries } from './chart-types'

const palette = [tokens.color.accent, tokens.color.brass, tokens.color.info, tokens.color.success]

/** Steps of a value axis that counts things: whole numbers only (1, 2, 5, 10, 20, 25, 50…). */
export const wholeNumberSteps: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 2.5, 5].map((step) => step * 10 ** power),
)
  .flat()
  .filter((step) => Number.isInteger(step))

/** The series as uPlot reads them: seconds on x, one column per line, `null` where a line has no point. */
export function toData(series: readonly ChartSeries[]): uPlot.AlignedData {
  const times = [...new Set(series.flatMap((line) => line.points.map(timeOf)))].sort(
    (a, b) => a - b,
  )
  const columns = series.map((line) => {
    const byTime = new Map(line.points.map((point) => [timeOf(point), point.value]))
    return times.map((time) => byTime.get(time) ?? null)
  })
  return [times.map((time) => time / 1000), ...columns]
}

/** Days between two labels of the time axis: every day, every other day… up to once a year. */
const daySteps = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364]

/**
 * Where the time axis puts its labels: on the points' own instants (one a day), every day when
 * there is room for `minGap` pixels per label, else every few days counted back from the latest,
 * so a date is never written twice and the latest day always has its label.
 */
export function dayTicks(times: readonly number[], width: number, minGap = 64): number[] {
  const last = times.length - 1
  if (last < 0) return []
  const daysPerLabel = (minGap * times.length) / Math.max(width, 1)
  const step = daySteps.find((days) => days >= daysPerLabel) ?? Math.ceil(daysPerLabel)
  return times.filter((_, index) => (last - index) % step === 0)
}

/**
 * The row the legend shows: the hovered one, or the latest when the pointer is elsewhere, so
 * the legend reads the last day's figures instead of dashes.
 */
export function legendRow(plot: uPlot, hovered: number | null): number | null {
  if (hovered != null) return hovered
  const rows = plot.data[0].length
  return rows > 0 ? rows - 1 : null
}

/**
 * The value axis' range: from zero for values that cannot go below it, and at least up to 1
 * (an empty month of orders still draws a 0–1 axis, never negative orders).
 */
function valueRange(_plot: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  const low = min ?? 0
  const high = max ?? 0
  if (low >= 0 && high <= 0) return [0, 1]
  const [from, to] = uPlot.rangeNum(low, high, 0.1, true)
  return [low >= 0 ? Math.max(0, from ?? 0) : from, to]
}

/** What {@link chartOptions} needs besides the canvas props. */
export interface ChartOptionsInput extends ChartCanvasProps {
  width: number
}

/**
 * uPlot's options of a {@link Chart}: dates on x, the values on y (whole-number ticks only when
 * `integerValues`), the legend showing the hovered day or else the latest one.
 */
export function chartOptions({
  series,
  width,
  height,
  locale,
  formatValue,
  timeLabel,
  integerValues,
}: ChartOptionsInput): uPlot.Options {
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' })
  const axis = {
    stroke: tokens.color['ink-muted'],
    grid: { stroke: tokens.color.line, width: 1 },
    ticks: { show: false },
    font: `12px ${tokens.font.body}`,
  }
  return {
    width,
    height,
    series: [
      {
        label: timeLabel,
        value: (plot, _seconds, _index, row) => {
          const shown = legendRow(plot, row)
          const seconds = shown == null ? null : plot.data[0][shown]
          return seconds == null ? '–' : dateFormat.format(new Date(seconds * 1000))
        },
      },
      ...series.map((line, index): uPlot.Series => ({
        label: line.label,
        stroke: palette[index % palette.length],
        width: 2,
        points: { size: 6 },
        value: (plot, _value, seriesIndex, row) => {
          const shown = legendRow(plot, row)
          const value = shown == null ? null : plot.data[seriesIndex]?.[shown]
          return value == null ? '–' : formatValue(value)
        },
      })),
    ],
    scales: { y: { range: valueRange } },
    axes: [
      {
        ...axis,
        splits: (plot) => dayTicks(Array.from(plot.data[0]), plot.bbox.width / uPlot.pxRatio),
        values: (_plot, splits) =>
          splits.map((seconds) => dateFormat.format(new Date(seconds * 1000))),
      },
      {
        ...axis,
        size: 64,
        ...(integerValues ? { incrs: [...wholeNumberSteps] } : {}),
        values: (_plot, splits) => splits.map((value) => formatValue(value)),
      },
    ],
    cursor: { points: { size: 8 } },
  }
}
