/** An ambassador's public profile and payout details. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { changesIban, iban, ibanOrOnFile } from '../iban'
import { max, noDirectionControls, required, type Rule } from '../rules'

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

/** Options of {@link ambassadorProfileSchema}. */
export interface AmbassadorProfileOptions {
  /**
   * The IBAN on file as the form shows it, masked (`FR76 •••• 0189`, see `maskIban`): that value
   * left as it is passes, and keeps the IBAN on file.
   */
  readonly maskedIbanOnFile?: string | null
}

/**
 * The account's password is required when the `iban` beside it changes the payout account (a
 * mistyped IBAN reports its own error first).
 */
function requiredToChangeIban(maskedIbanOnFile: string | null | undefined): Rule {
  return {
    code: 'required',
    test: (value, siblings) =>
      !changesIban(siblings.iban, maskedIbanOnFile) ||
      !iban.test(siblings.iban, siblings) ||
      required.test(value, siblings),
  }
}

/**
 * The profile form: the name shown publicly, an IBAN for payouts (optional until a payout is
 * requested; spaces allowed; the masked IBAN on file left unchanged), the legal status, and the
 * account's current password, required to change where payouts go.
 */
export function ambassadorProfileSchema(locale: Locale, options: AmbassadorProfileOptions = {}) {
  const field = fieldsFor(locale)
  return object({
    displayName: field.text('displayName', max(60), noDirectionControls),
    iban: field.optionalText('iban', ibanOrOnFile(options.maskedIbanOnFile)),
    legalStatus: field.choice('legalStatus', legalStatuses),
    currentPassword: field.optionalText(
      'currentPassword',
      requiredToChangeIban(options.maskedIbanOnFile),
    ),
  })
}

/** A profile that passed {@link ambassadorProfileSchema}. */
export type AmbassadorProfileInput = InferType<ReturnType<typeof ambassadorProfileSchema>>
