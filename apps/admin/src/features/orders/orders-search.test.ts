import { describe, expect, it } from 'vitest'

import { ordersVariables, validateOrdersSearch } from './orders-search'

describe('the orders list’s address', () => {
  it('keeps known filters and drops the rest', () => {
    expect(
      validateOrdersSearch({
        status: 'PAID',
        from: '2026-11-01',
        to: 'yesterday',
        payment: 'stripe',
        ambassador: ' nina26 ',
        q: '  dupont ',
        sort: 'SIDEWAYS',
        page: '3',
        extra: 'x',
      }),
    ).toEqual({
      status: 'PAID',
      from: '2026-11-01',
      payment: 'stripe',
      ambassador: 'NINA26',
      q: 'dupont',
      page: 3,
    })
    expect(validateOrdersSearch({ page: '1', status: 'LOST' })).toEqual({})
  })

  it('turns days into the instants the API filters on, the last day included', () => {
    const variables = ordersVariables({ from: '2026-11-01', to: '2026-11-02' }, 25)
    expect(new Date(variables.filter?.since ?? '').getDate()).toBe(1)
    expect(new Date(variables.filter?.until ?? '').getDate()).toBe(3)
    expect(variables).toMatchObject({ sort: 'NEWEST', page: 1, pageSize: 25 })
  })
})
