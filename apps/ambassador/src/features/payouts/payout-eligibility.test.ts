import { describe, expect, it } from 'vitest'

import { payoutEligibility } from './payout-eligibility'

const facts = { balanceCents: 5000, minimumCents: 5000, hasIban: true, openRequest: false }

describe('payoutEligibility', () => {
  it('allows a request at the minimum exactly', () => {
    expect(payoutEligibility(facts)).toEqual({ ok: true })
  })

  it('says how much is missing below the minimum', () => {
    expect(payoutEligibility({ ...facts, balanceCents: 3800 })).toEqual({
      ok: false,
      reason: 'below-minimum',
      missingCents: 1200,
    })
  })

  it('asks for an IBAN, and waits for an open request first', () => {
    expect(payoutEligibility({ ...facts, hasIban: false })).toEqual({
      ok: false,
      reason: 'no-iban',
    })
    expect(payoutEligibility({ ...facts, hasIban: false, openRequest: true })).toEqual({
      ok: false,
      reason: 'request-open',
    })
  })

  it('waits for the hold of a new IBAN to end', () => {
    expect(payoutEligibility({ ...facts, ibanHeldUntil: '2026-11-27T09:00:00.000Z' })).toEqual({
      ok: false,
      reason: 'iban-held',
      until: '2026-11-27T09:00:00.000Z',
    })
    expect(payoutEligibility({ ...facts, ibanHeldUntil: null })).toEqual({ ok: true })
  })
})
