// @vitest-environment node
import { describe, expect, it } from 'vitest'

import {
  cardExpiryFormat,
  cardExpiryMonth,
  cardNotExpired,
  cardNumber,
  cardSecurityCode,
  formatCardExpiry,
  isCardExpiryValid,
  isValidCardNumber,
} from './payment-card'
import type { Rule } from './rules'

const passes = (rule: Rule, value: unknown) => rule.test(value, {})

describe('payment card rules', () => {
  it('formats the expiry as it is typed', () => {
    expect(formatCardExpiry('1229')).toBe('12/29')
    expect(formatCardExpiry('12/29')).toBe('12/29')
    expect(formatCardExpiry('12')).toBe('12')
    expect(formatCardExpiry('12/')).toBe('12')
    expect(formatCardExpiry('5')).toBe('05')
    expect(formatCardExpiry('0829')).toBe('08/29')
    expect(formatCardExpiry('12 / 2029')).toBe('12/20')
    expect(formatCardExpiry('')).toBe('')
  })

  it('accepts MM/YY with a real month, and refuses the rest with the rule that explains it', () => {
    expect(passes(cardExpiryFormat, '12/29')).toBe(true)
    expect(passes(cardExpiryFormat, '12 / 29')).toBe(true)
    expect(passes(cardExpiryFormat, '1229')).toBe(false)
    expect(passes(cardExpiryFormat, '1/29')).toBe(false)
    expect(passes(cardExpiryMonth, '13/29')).toBe(false)
    expect(passes(cardExpiryMonth, '00/29')).toBe(false)
    expect(passes(cardExpiryMonth, '12/29')).toBe(true)
  })

  it('keeps a card valid until the end of its month', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const notExpired = cardNotExpired(() => now)
    expect(passes(notExpired, '11/26')).toBe(true)
    expect(passes(notExpired, '10/26')).toBe(false)
    expect(passes(notExpired, '01/27')).toBe(true)
    expect(passes(notExpired, '13/29')).toBe(true)
    expect(isCardExpiryValid('11/26', now)).toBe(true)
    expect(isCardExpiryValid('10/26', now)).toBe(false)
    expect(isCardExpiryValid('13/29', now)).toBe(false)
  })

  it('checks the number with the Luhn checksum and the security code', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4242-4242-4242-4241')).toBe(false)
    expect(isValidCardNumber('4242')).toBe(false)
    expect(passes(cardNumber, '4000 0000 0000 0002')).toBe(true)
    expect(passes(cardSecurityCode, '123')).toBe(true)
    expect(passes(cardSecurityCode, '12a')).toBe(false)
  })
})
