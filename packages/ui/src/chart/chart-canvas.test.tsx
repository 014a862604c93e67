import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubCanvas } from '../testing/canvas'
import { renderWithI18n } from '../testing/i18n'
import { Chart } from './chart'

const day = 24 * 60 * 60 * 1000
const start = Date.UTC(2026, 2, 1, 12)
/** A quiet week: a handful of clicks, one or two orders on a few days. */
const week = [
  { label: 'Clicks', values: [0, 1, 0, 2, 1, 0, 3] },
  { label: 'Orders', values: [0, 1, 0, 0, 1, 0, 2] },
].map(({ label, values }) => ({
  label,
  points: values.map((value, index) => ({ time: start + index * day, value })),
}))

/** The first week: one click, one order. */
const firstOrder = ['Clicks', 'Orders'].map((label) => ({
  label,
  points: [0, 0, 1, 0].map((value, index) => ({ time: start + index * day, value })),
}))

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** Draws the chart for real (uPlot on a recording canvas) and returns the texts drawn. */
async function draw(series = week) {
  const texts = stubCanvas()
  const view = await renderWithI18n(<Chart title="Activity" series={series} />)
  await waitFor(() => {
    expect(view.container.querySelector('.u-legend')).not.toBeNull()
  })
  await waitFor(() => {
    expect(texts.length).toBeGreaterThan(0)
  })
  return { texts, view }
}

describe('Chart, drawn', () => {
  it('gives counts whole-number ticks only, never 0.5 orders', async () => {
    const { texts } = await draw(firstOrder)
    const ticks = texts.filter((text) => /^\d+(?:[.,]\d+)?$/.test(text))
    expect(ticks).toContain('0')
    expect(ticks).toContain('1')
    expect(ticks.filter((tick) => !/^\d+$/.test(tick))).toEqual([])
  })

  it('draws an empty week from 0 to 1, never negative counts', async () => {
    const empty = firstOrder.map((line) => ({
      ...line,
      points: line.points.map((point) => ({ ...point, value: 0 })),
    }))
    const { texts } = await draw(empty)
    const ticks = texts.filter((text) => /^[-\u2212]?\d/.test(text) && !/[a-z]/i.test(text))
    expect(ticks).toEqual(['0', '1'])
  })

  it.each([280, 1100])(
    'labels the days of a week once each on a %i px axis, never the same date twice',
    async (width) => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
      const { texts } = await draw()
      const dates = texts.filter((text) => /^[A-Z][a-z]{2} \d{1,2}$/.test(text))
      expect(dates.length).toBeGreaterThan(1)
      expect(new Set(dates).size).toBe(dates.length)
    },
  )

  it('shows the latest day in the legend while nothing is hovered, not dashes', async () => {
    const { view } = await draw()
    const legend = view.container.querySelector('.u-legend')
    const values = [...(legend?.querySelectorAll('.u-value') ?? [])].map((cell) => cell.textContent)
    expect(values).toEqual(['Mar 7', '3', '2'])
  })
})
