/** Days between delivery and a commission becoming available (the return window). */
export const holdDays = 14

/** Smallest approved balance that can be paid out: €50. */
export const minimumPayoutCents = 5000

/** How long a referral kept by the client stays valid. */
export const referralWindowMs = 30 * 24 * 60 * 60 * 1000

/** How VAT stands on the commissions of a statement. */
export type CommissionVat = 'not_applicable' | 'included'

/**
 * VAT on commissions, by the ambassador's legal status. A commission is a rate of the merchandise
 * without VAT, and the programme pays exactly that amount: it adds no VAT to it. For an
 * individual VAT does not apply; for a sole trader or a company the amount paid is all taxes
 * included (any VAT they owe on it is within it). A profile without a status is an individual's,
 * as the profile form proposes.
 */
export function commissionVat(legalStatus: string | null): CommissionVat {
  return legalStatus === 'sole_trader' || legalStatus === 'company' ? 'included' : 'not_applicable'
}

/** The programme's commission rate, in basis points: what an ambassador without a rate of their own earns. */
export { defaultCommissionRateBps as programmeCommissionRateBps } from '../../db/schema/ambassadors'
