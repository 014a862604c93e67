import { describe, expect, it } from 'vitest'

import { currentMonth, periodProblem } from './export-period'

describe('the export period', () => {
  it('defaults to the current month, first to last day', () => {
    expect(currentMonth(new Date(2026, 10, 24, 10))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(currentMonth(new Date(2028, 1, 3))).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(currentMonth(new Date(2026, 11, 31, 23))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    })
  })

  it('says what is wrong before the API is asked', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull()
    expect(periodProblem({ from: '', to: '2026-11-30' })).toBe('missing')
    expect(periodProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('order')
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-03' })).toBe('length')
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toBeNull()
  })
})
