import { describe, expect, it } from 'vitest'

import {
  freeShippingProgress,
  shippingMethods,
  shippingPrice,
  type ShippingMethod,
} from './shipping-methods'

const standard = shippingMethods.find((method) => method.code === 'STANDARD')
const express = shippingMethods.find((method) => method.code === 'EXPRESS')

describe('free delivery', () => {
  it('is €60 of merchandise away by standard delivery, and says what is left to add', () => {
    expect(freeShippingProgress(4790)).toEqual({ thresholdCents: 6000, remainingCents: 1210 })
    expect(freeShippingProgress(0)).toEqual({ thresholdCents: 6000, remainingCents: 6000 })
    expect(freeShippingProgress(8900)).toEqual({ thresholdCents: 6000, remainingCents: 0 })
  })

  it('is reached exactly when the free method stops costing anything', () => {
    if (!standard) throw new Error('no standard delivery')
    for (const merchandise of [5998, 5999, 6000, 6001]) {
      const progress = freeShippingProgress(merchandise, [standard])
      expect(progress?.remainingCents === 0, String(merchandise)).toBe(
        shippingPrice(standard, merchandise) === 0,
      )
    }
  })

  it('follows the method free soonest, and is null when no method is ever free', () => {
    if (!standard || !express) throw new Error('missing methods')
    const cheaperFree: ShippingMethod = { ...express, freeFromCents: 15000 }
    expect(freeShippingProgress(2000, [cheaperFree, standard])).toEqual({
      thresholdCents: 6000,
      remainingCents: 4000,
    })
    expect(freeShippingProgress(2000, [express])).toBeNull()
  })
})
