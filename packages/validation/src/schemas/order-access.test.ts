// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { orderAccessSchema } from './order-access'

describe('orderAccessSchema', () => {
  it('needs an order number as printed and an e-mail address', () => {
    expect(
      validateInput(orderAccessSchema, { number: 'cpt-2026-000042', email: 'a@b.test' }, 'en').ok,
    ).toBe(true)
    const result = validateInput(orderAccessSchema, { number: '42', email: '' }, 'fr')
    expect(result.ok || result.errors.map((error) => [error.field, error.code])).toEqual([
      ['number', 'regex'],
      ['email', 'required'],
    ])
  })
})
