import { describe, expect, it } from 'vitest'

import { periodDays, validateOrdersSearch } from './orders-search'

describe('validateOrdersSearch', () => {
  it('keeps well-formed filters, a page and an order number', () => {
    expect(
      validateOrdersSearch({
        status: 'APPROVED',
        operation: '0b7f3a52-8f0e-4d7e-9a55-1c2d3e4f5a6b',
        period: '30d',
        after: 'YXJyYXljb25uZWN0aW9uOjE5',
        number: 'CPT-2026-000123',
      }),
    ).toEqual({
      status: 'APPROVED',
      operation: '0b7f3a52-8f0e-4d7e-9a55-1c2d3e4f5a6b',
      period: '30d',
      after: 'YXJyYXljb25uZWN0aW9uOjE5',
      number: 'CPT-2026-000123',
    })
  })

  it('drops what the API would refuse: an unknown status or period, an id that is none', () => {
    expect(
      validateOrdersSearch({
        status: 'SHIPPED',
        operation: "1' OR 1=1",
        period: '2d',
        after: 3,
        number: '<script>',
      }),
    ).toEqual({})
  })
})

describe('periodDays', () => {
  it('ends today and counts today among the days (UTC)', () => {
    const now = new Date('2026-11-28T23:30:00Z')
    expect(periodDays('7d', now)).toEqual({ from: '2026-11-22', to: '2026-11-28' })
    expect(periodDays('365d', now)).toEqual({ from: '2025-11-29', to: '2026-11-28' })
  })
})
