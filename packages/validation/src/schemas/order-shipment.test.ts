import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'
import { orderShipmentSchema } from './order-shipment'

describe('orderShipmentSchema', () => {
  it('takes a known carrier and a tracking number', () => {
    const checked = validateInput(
      orderShipmentSchema,
      { carrier: 'colissimo', trackingNumber: '6A12345678901' },
      'en',
    )
    expect(checked.ok).toBe(true)
  })

  it('refuses an unknown carrier and a tracking number with symbols, in French', () => {
    const checked = validateInput(
      orderShipmentSchema,
      { carrier: 'pigeon', trackingNumber: '<script>' },
      'fr',
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors.map((issue) => issue.field)).toEqual(['carrier', 'trackingNumber'])
    expect(checked.errors[1]?.message).toBe('Le numéro de suivi n’est pas valide')
  })
})
