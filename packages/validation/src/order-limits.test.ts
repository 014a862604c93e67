import { describe, expect, it } from 'vitest'

import { maxUnitsPerLine, maxUnitsPerOrder, orderLimitExceeded } from './order-limits'

describe('order limits', () => {
  it('passes an order within both limits, and names the one passed', () => {
    expect(orderLimitExceeded([maxUnitsPerLine, maxUnitsPerLine, maxUnitsPerLine])).toBeNull()
    expect(orderLimitExceeded([maxUnitsPerLine + 1])).toBe('line')
    expect(orderLimitExceeded([maxUnitsPerLine, maxUnitsPerLine, maxUnitsPerLine, 1])).toBe('order')
    expect(maxUnitsPerOrder).toBeGreaterThan(maxUnitsPerLine)
  })
})
