import { describe, expect, it } from 'vitest'

import { pageRange } from './page-range'

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1])
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the ends and the neighbours of the current page, with gaps', () => {
    expect(pageRange(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pageRange(1, 12)).toEqual([1, 2, 'gap', 12])
    expect(pageRange(12, 12)).toEqual([1, 'gap', 11, 12])
  })

  it('never hides a single page behind a gap', () => {
    expect(pageRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12])
  })
})
