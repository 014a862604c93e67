/** What an ambassador's payout statements say about them beyond their name: all optional. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { everyText, max, noDirectionControls, type Rule } from '../rules'

/** `123 456 789 00012` → `12345678900012`; `fr 11 123…` → `FR11123…`. */
export const compactNumber = (value: string): string => value.replace(/[\s.-]+/g, '').toUpperCase()

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index))
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** A SIRET: 14 digits passing the Luhn check (La Poste's establishments: digit sum by 5). */
export function isValidSiret(value: string): boolean {
  const digits = compactNumber(value)
  if (!/^\d{14}$/.test(digits)) return false
  if (digits.startsWith('356000000')) {
    let sum = 0
    for (let index = 0; index < digits.length; index += 1) sum += Number(digits.charAt(index))
    return sum % 5 === 0
  }
  return luhn(digits)
}

/** An intra-community VAT number: country prefix then 2 to 13 letters or digits. */
export function isValidVatNumber(value: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(compactNumber(value))
}

const siret: Rule = { code: 'regex', test: (value) => everyText(value, isValidSiret) }
const vatNumber: Rule = { code: 'regex', test: (value) => everyText(value, isValidVatNumber) }
const fewLines: Rule = {
  code: 'max',
  test: (value) => everyText(value, (text) => text.split(/\r?\n/).length <= 5),
}

/**
 * The billing details of the statements: a postal address (up to 5 lines), a SIRET (sole
 * traders and companies in France) and a VAT number. Each may be left empty.
 */
export function ambassadorBillingSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    postalAddress: field.optionalText('postalAddress', max(300), fewLines, noDirectionControls),
    siret: field.optionalText('siret', siret),
    vatNumber: field.optionalText('vatNumber', vatNumber),
  })
}

/** Billing details that passed {@link ambassadorBillingSchema}. */
export type AmbassadorBillingInput = InferType<ReturnType<typeof ambassadorBillingSchema>>
