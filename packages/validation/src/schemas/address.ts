/** A postal address (shipping, account address book). */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { postalCode, supportedCountries } from '../countries'
import { fieldsFor } from '../field'
import { max, numeric } from '../rules'

/**
 * A phone number as people type it: an optional `+`, then 6 to 20 digits, spaces, dots,
 * hyphens or brackets, starting with a digit or bracket.
 */
export const phonePattern = /^\+?[\d(][\d ().-]{5,19}$/

/**
 * The address form: names, two address lines (the second optional), postal code in the
 * format of the chosen country, city, country among the supported ones, optional phone.
 */
export function addressSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    firstName: field.text('firstName', max(100)),
    lastName: field.text('lastName', max(100)),
    line1: field.text('line1', max(200)),
    line2: field.optionalText('line2', max(200)),
    postalCode: field.text('postalCode', postalCode('country')),
    city: field.text('city', max(100)),
    country: field.choice('country', supportedCountries),
    phone: field.optionalText('phone', numeric(phonePattern)),
  })
}

/** An address that passed {@link addressSchema}. */
export type AddressInput = InferType<ReturnType<typeof addressSchema>>
