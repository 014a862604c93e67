import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'
import { ambassadorBillingSchema, isValidSiret } from './ambassador-billing'
import { contactSchema } from './contact'
import { stockAlertSchema } from './stock-alert'

const message = {
  name: 'Léa Martin',
  email: 'lea@example.com',
  orderNumber: '',
  subject: 'Delivery address',
  message: 'Could you deliver to my office instead?',
}

describe('contact, stock alert and billing schemas', () => {
  it('accepts a message, with or without an order number', () => {
    expect(validateInput(contactSchema, message, 'en').ok).toBe(true)
    expect(
      validateInput(contactSchema, { ...message, orderNumber: 'cpt-2026-000123' }, 'en').ok,
    ).toBe(true)
  })

  it('refuses a line break in a header field and a badly shaped order number, in the language', () => {
    const outcome = validateInput(
      contactSchema,
      { ...message, subject: 'Hi\r\nBcc: all@example.com', orderNumber: '12345' },
      'fr',
    )
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'subject', message: 'L’objet n’est pas valide' }),
        expect.objectContaining({
          field: 'orderNumber',
          message: 'Le numéro de commande n’est pas valide',
        }),
      ]),
    )
  })

  it('checks the alert’s e-mail address', () => {
    expect(validateInput(stockAlertSchema, { email: 'lea@example.com' }, 'en').ok).toBe(true)
    expect(validateInput(stockAlertSchema, { email: 'lea@' }, 'en').ok).toBe(false)
  })

  it('leaves billing details optional and checks a SIRET and a VAT number', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true)
    expect(isValidSiret('732 829 320 00075')).toBe(false)
    expect(validateInput(ambassadorBillingSchema, {}, 'en').ok).toBe(true)
    const bad = validateInput(ambassadorBillingSchema, { siret: '123', vatNumber: 'F' }, 'en')
    expect(bad.ok).toBe(false)
  })
})
