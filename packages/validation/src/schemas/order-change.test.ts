import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'
import { orderChangeSchema } from './order-change'

describe('the order change request', () => {
  it('takes a reason of a few words', () => {
    expect(validateInput(orderChangeSchema, { reason: 'Wrong size' }, 'en').ok).toBe(true)
  })

  it('refuses an empty or endless reason, in the shopper’s language', () => {
    const empty = validateInput(orderChangeSchema, { reason: ' ' }, 'fr')
    expect(empty.ok).toBe(false)
    if (!empty.ok) expect(empty.errors[0]?.field).toBe('reason')
    if (!empty.ok) expect(empty.errors[0]?.message).toBe('Ce champ est obligatoire')
    const long = validateInput(orderChangeSchema, { reason: 'x'.repeat(1001) }, 'en')
    expect(long.ok).toBe(false)
  })
})
