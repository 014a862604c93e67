// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { validateInput } from '../validate'

import { paymentCardSchema } from './payment-card'

const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }

describe('paymentCardSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('takes a valid card', () => {
    expect(validateInput(paymentCardSchema, card, 'en')).toEqual({ ok: true, value: card })
  })

  it('says clearly, in the language asked, what is wrong with the expiry date', () => {
    const issue = (expiry: string, locale: 'en' | 'fr') => {
      const result = validateInput(paymentCardSchema, { ...card, expiry }, locale)
      return result.ok ? null : result.errors[0]
    }
    expect(issue('1229', 'en')).toEqual({
      field: 'expiry',
      code: 'card_expiry_format',
      message: 'Enter the expiry date as MM/YY, for example 08/29',
    })
    expect(issue('13/29', 'en')?.message).toBe(
      'The month of the expiry date must be between 01 and 12',
    )
    expect(issue('10/26', 'en')?.message).toBe('This card has expired')
    expect(issue('10/26', 'fr')?.message).toBe('Cette carte a expiré')
    expect(issue('', 'fr')?.message).toBe('Ce champ est obligatoire')
  })

  it('refuses a number that fails the checksum and a short security code', () => {
    const result = validateInput(
      paymentCardSchema,
      { ...card, number: '4242 4242 4242 4241', cvc: '12' },
      'fr',
    )
    expect(result.ok || result.errors).toEqual([
      { field: 'number', code: 'card_number', message: 'Le numéro de carte n’est pas valide' },
      { field: 'cvc', code: 'card_security_code', message: 'Le code de sécurité n’est pas valide' },
    ])
  })
})
