import { describe, expect, it } from 'vitest'

import { dayTicks } from './chart-options'

const day = 86_400
const days = (count: number) =>
  Array.from({ length: count }, (_, index) => 1_772_366_400 + index * day)

describe('dayTicks', () => {
  it('labels every day of a week when there is room, on the points themselves', () => {
    const week = days(7)
    expect(dayTicks(week, 1100)).toEqual(week)
  })

  it('labels every few days on a narrow axis, counted back from the latest day', () => {
    const week = days(7)
    expect(dayTicks(week, 200)).toEqual([week[0], week[3], week[6]])
    const month = days(30)
    const ticks = dayTicks(month, 300)
    expect(ticks.at(-1)).toBe(month.at(-1))
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(300 / 64) + 1)
    expect(new Set(ticks).size).toBe(ticks.length)
  })

  it('gives a year one label every few weeks, and nothing without points', () => {
    const year = days(366)
    const ticks = dayTicks(year, 1100)
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(1100 / 64) + 1)
    expect((ticks[1] ?? 0) - (ticks[0] ?? 0)).toBe(28 * day)
    expect(dayTicks([], 1100)).toEqual([])
  })
})
