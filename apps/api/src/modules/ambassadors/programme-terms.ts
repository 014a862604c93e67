/** Days between delivery and a commission becoming available (the return window). */
export const holdDays = 14

/** Smallest approved balance that can be paid out: €50. */
export const minimumPayoutCents = 5000

/** How long a referral kept by the client stays valid. */
export const referralWindowMs = 30 * 24 * 60 * 60 * 1000
