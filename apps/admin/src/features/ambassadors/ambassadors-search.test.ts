import { describe, expect, it } from 'vitest'

import { validateAmbassadorsSearch } from './ambassadors-search'

describe('validateAmbassadorsSearch', () => {
  it('keeps a search, a known status and a page', () => {
    expect(validateAmbassadorsSearch({ q: '  nina ', status: 'SUSPENDED', page: '3' })).toEqual({
      q: 'nina',
      status: 'SUSPENDED',
      page: 3,
    })
  })

  it('drops what the list does not understand', () => {
    expect(validateAmbassadorsSearch({ q: ' ', status: 'GONE', page: '1.5', other: 'x' })).toEqual(
      {},
    )
  })
})
