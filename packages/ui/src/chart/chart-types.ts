/** A point of a time series: when, and how much. */
export interface ChartPoint {
  time: Date | number
  value: number
}

/** A named line of a {@link Chart}. */
export interface ChartSeries {
  label: string
  points: readonly ChartPoint[]
}

/** What the drawing part of the chart needs, once loaded. */
export interface ChartCanvasProps {
  series: readonly ChartSeries[]
  height: number
  locale: string
  formatValue: (value: number) => string
  /** Name of the time axis in the legend. */
  timeLabel: string
  /** The values are counts: the value axis shows whole numbers only. */
  integerValues: boolean
}

/** Milliseconds since the epoch of a point's time. */
export function timeOf(point: ChartPoint): number {
  return typeof point.time === 'number' ? point.time : point.time.getTime()
}

/** Whether every value of every line is a whole number (counts: orders, clicks). */
export function countsOnly(series: readonly ChartSeries[]): boolean {
  return series.every((line) => line.points.every((point) => Number.isInteger(point.value)))
}
