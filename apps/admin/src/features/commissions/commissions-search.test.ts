import { describe, expect, it } from 'vitest'

import { commissionsVariables, validateCommissionsSearch } from './commissions-search'

describe('validateCommissionsSearch', () => {
  it('keeps a status, an ambassador, a period and a page', () => {
    expect(
      validateCommissionsSearch({
        status: 'PENDING',
        ambassador: '42',
        from: '2026-11-01',
        to: '2026-11-30',
        page: 2,
      }),
    ).toEqual({
      status: 'PENDING',
      ambassador: '42',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    })
  })

  it('drops what the list does not understand', () => {
    expect(
      validateCommissionsSearch({
        status: 'LOST',
        ambassador: 'a b',
        from: '2026-13-45',
        to: 'soon',
        page: 0,
      }),
    ).toEqual({})
  })
})

describe('commissionsVariables', () => {
  it('reads the period as whole local days, the last one included', () => {
    const variables = commissionsVariables({ from: '2026-11-01', to: '2026-11-30' }, 25)
    expect(variables.filter?.since).toBe(new Date('2026-11-01T00:00:00').toISOString())
    expect(variables.filter?.until).toBe(new Date('2026-12-01T00:00:00').toISOString())
    expect(variables.page).toBe(1)
  })
})
