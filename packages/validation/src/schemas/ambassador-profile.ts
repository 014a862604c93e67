/** An ambassador's public profile and payout details. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { iban } from '../iban'
import { max } from '../rules'

/** Legal statuses an ambassador can be paid under. */
export const legalStatuses = ['individual', 'sole_trader', 'company'] as const

/** One of the {@link legalStatuses}. */
export type LegalStatus = (typeof legalStatuses)[number]

/** Each legal status's name in each language. */
export const legalStatusNames = {
  individual: { en: 'Individual', fr: 'Particulier' },
  sole_trader: { en: 'Sole trader', fr: 'Entrepreneur individuel' },
  company: { en: 'Company', fr: 'Société' },
} as const satisfies Record<LegalStatus, Record<Locale, string>>

/**
 * The profile form: the name shown publicly, an IBAN for payouts (optional until a payout is
 * requested; spaces allowed) and the legal status.
 */
export function ambassadorProfileSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    displayName: field.text('displayName', max(60)),
    iban: field.optionalText('iban', iban),
    legalStatus: field.choice('legalStatus', legalStatuses),
  })
}

/** A profile that passed {@link ambassadorProfileSchema}. */
export type AmbassadorProfileInput = InferType<ReturnType<typeof ambassadorProfileSchema>>
