import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

import { chartOptions, toData } from './chart-options'
import type { ChartCanvasProps } from './chart-types'

function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') != null
  } catch {
    return false
  }
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
  integerValues,
}: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = container.current
    if (!element || !canDraw()) return
    const width = () => Math.max(element.clientWidth, 280)
    const plot = new uPlot(
      chartOptions({
        series,
        width: width(),
        height,
        locale,
        formatValue,
        timeLabel,
        integerValues,
      }),
      toData(series),
      element,
    )
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: width(), height })
    })
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [series, height, locale, formatValue, timeLabel, integerValues])
  return <div ref={container} aria-hidden="true" />
}
