/** Why a payout cannot be requested yet, or that it can. */
export type PayoutEligibility =
  | { ok: true }
  | { ok: false; reason: 'below-minimum'; missingCents: number }
  | { ok: false; reason: 'no-iban' }
  | { ok: false; reason: 'iban-held'; until: string }
  | { ok: false; reason: 'request-open' }

/**
 * A payout can be requested at or above the minimum, with an IBAN on file that is not held (just
 * set or changed) and no request being processed; otherwise the first missing condition, with
 * the amount still needed or the end of the hold.
 */
export function payoutEligibility(facts: {
  balanceCents: number
  minimumCents: number
  hasIban: boolean
  /** While a new IBAN is held: when payouts to it may start. */
  ibanHeldUntil?: string | null
  openRequest: boolean
}): PayoutEligibility {
  if (facts.openRequest) return { ok: false, reason: 'request-open' }
  if (facts.balanceCents < facts.minimumCents) {
    return {
      ok: false,
      reason: 'below-minimum',
      missingCents: facts.minimumCents - facts.balanceCents,
    }
  }
  if (!facts.hasIban) return { ok: false, reason: 'no-iban' }
  if (facts.ibanHeldUntil) return { ok: false, reason: 'iban-held', until: facts.ibanHeldUntil }
  return { ok: true }
}
