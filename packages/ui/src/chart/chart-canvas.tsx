import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

import { tokens } from '../tokens/tokens'
import { timeOf } from './chart-types'
import type { ChartCanvasProps } from './chart-types'

const palette = [tokens.color.accent, tokens.color.brass, tokens.color.info, tokens.color.success]

function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') != null
  } catch {
    return false
  }
}

function toData(series: ChartCanvasProps['series']): uPlot.AlignedData {
  const times = [...new Set(series.flatMap((line) => line.points.map(timeOf)))].sort(
    (a, b) => a - b,
  )
  const columns = series.map((line) => {
    const byTime = new Map(line.points.map((point) => [timeOf(point), point.value]))
    return times.map((time) => byTime.get(time) ?? null)
  })
  return [times.map((time) => time / 1000), ...columns]
}

/**
 * Draws the time series with uPlot on a canvas that follows the width of its container.
 * Loaded on demand by `Chart`, so the charting library stays out of the main bundle.
 */
export default function ChartCanvas({
  series,
  height,
  locale,
  formatValue,
  timeLabel,
}: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = container.current
    if (!element || !canDraw()) return
    const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' })
    const axis = {
      stroke: tokens.color['ink-muted'],
      grid: { stroke: tokens.color.line, width: 1 },
      ticks: { show: false },
      font: `12px ${tokens.font.body}`,
    }
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
        series: [
          {
            label: timeLabel,
            value: (_plot, seconds: number | null) =>
              seconds == null ? '–' : dateFormat.format(new Date(seconds * 1000)),
          },
          ...series.map((line, index) => ({
            label: line.label,
            stroke: palette[index % palette.length],
            width: 2,
            points: { size: 6 },
            value: (_plot: uPlot, value: number | null) =>
              value == null ? '–' : formatValue(value),
          })),
        ],
        axes: [
          {
            ...axis,
            values: (_plot, splits) =>
              splits.map((seconds) => dateFormat.format(new Date(seconds * 1000))),
          },
          {
            ...axis,
            size: 64,
            values: (_plot, splits) => splits.map((value) => formatValue(value)),
          },
        ],
        cursor: { points: { size: 8 } },
      },
      toData(series),
      element,
    )
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 280), height })
    })
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [series, height, locale, formatValue, timeLabel])
  return <div ref={container} aria-hidden="true" />
}
