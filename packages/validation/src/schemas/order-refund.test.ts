import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'
import { orderNoteSchema, orderRefundSchema } from './order-refund'

describe('refunds by line and order notes', () => {
  it('takes from none to what remains of each line, and an optional reason', () => {
    const schema = orderRefundSchema([2, 1])
    expect(validateInput(schema, { units0: '2', units1: '0', restock: true }, 'en').ok).toBe(true)
    const over = validateInput(schema, { units0: '3', units1: '0', reason: '' }, 'fr')
    expect(over.ok).toBe(false)
    if (!over.ok) expect(over.errors.map((error) => error.field)).toEqual(['units0'])
    const half = validateInput(schema, { units0: '1.5', units1: '0' }, 'en')
    expect(half.ok).toBe(false)
  })

  it('refuses an empty note and one too long, in the language asked', () => {
    const empty = validateInput(orderNoteSchema, { body: '  ' }, 'fr')
    expect(empty.ok).toBe(false)
    if (!empty.ok) expect(empty.errors[0]).toMatchObject({ field: 'body', code: 'required' })
    expect(validateInput(orderNoteSchema, { body: 'x'.repeat(2001) }, 'en').ok).toBe(false)
    expect(validateInput(orderNoteSchema, { body: 'Called the buyer' }, 'en').ok).toBe(true)
  })
})
