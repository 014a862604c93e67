import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'
import { commissionRateSchema, decisionReasonSchema, ratePercentToBps } from './programme-decisions'

describe('programme decisions', () => {
  it('requires a reason, in the language asked', () => {
    const result = validateInput(decisionReasonSchema, { reason: '  ' }, 'fr')
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'reason', code: 'required', message: 'Ce champ est obligatoire' }],
    })
  })

  it('refuses a reason too long to quote', () => {
    const result = validateInput(decisionReasonSchema, { reason: 'x'.repeat(501) }, 'en')
    expect(result.ok).toBe(false)
  })

  it.each(['12.5', '0', '100', '7,25'])('accepts the rate %s', (ratePercent) => {
    expect(validateInput(commissionRateSchema, { ratePercent }, 'en').ok).toBe(true)
  })

  it.each(['101', '-1', '12.345', 'ten'])('refuses the rate %s', (ratePercent) => {
    expect(validateInput(commissionRateSchema, { ratePercent }, 'en').ok).toBe(false)
  })

  it('reads a percentage as basis points', () => {
    expect(ratePercentToBps('12,5')).toBe(1250)
    expect(ratePercentToBps('7.25')).toBe(725)
  })
})
