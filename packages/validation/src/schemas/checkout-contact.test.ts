// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { checkoutContactSchema } from './checkout-contact'

describe('checkoutContactSchema', () => {
  it('needs a valid e-mail for the order confirmation', () => {
    expect(validateInput(checkoutContactSchema, { email: 'jane@example.com' }, 'en').ok).toBe(true)
    const result = validateInput(checkoutContactSchema, { email: 'jane@example' }, 'en')
    expect(result.ok || result.errors[0]?.code).toBe('email')
  })
})
