/** Why a payout cannot be requested yet, or that it can. */
export type PayoutEligibility =
  | { ok: true }
  | { ok: false; reason: 'below-minimum'; missingCents: number }
  | { ok: false; reason: 'no-iban' }
  | { ok: false; reason: 'request-open' }

/**
 * A payout can be requested at or above the minimum, with an IBAN on file and no request being
 * processed; otherwise the first missing condition, with the amount still needed.
 */
export function payoutEligibility(facts: {
  balanceCents: number
  minimumCents: number
  hasIban: boolean
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
  return { ok: true }
}
