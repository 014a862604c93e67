import { describe, expect, it } from 'vitest'

import { cursorBeforePage, parseProductSearch } from './product-search'

describe('parseProductSearch', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      parseProductSearch({ search: ' linen ', sort: 'PRICE_ASC', inStock: true, page: 3 }),
    ).toEqual({ search: 'linen', category: undefined, sort: 'PRICE_ASC', inStock: true, page: 3 })
    expect(parseProductSearch({ sort: 'CHEAPEST', page: -2, inStock: 'nope', search: '' })).toEqual(
      {
        search: undefined,
        category: undefined,
        sort: undefined,
        inStock: undefined,
        page: undefined,
      },
    )
  })
})

describe('cursorBeforePage', () => {
  it('has no cursor on the first page and the offset of the previous item after it', () => {
    expect(cursorBeforePage(1)).toBeUndefined()
    expect(atob(cursorBeforePage(3, 20) ?? '')).toBe('OffsetConnection:39')
  })
})
