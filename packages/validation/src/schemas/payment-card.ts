/** The card of a checkout paid by card. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import {
  cardExpiryFormat,
  cardExpiryMonth,
  cardNotExpired,
  cardNumber,
  cardSecurityCode,
} from '../payment-card'

/**
 * The card form: the number (Luhn checked), the expiry date (`MM/YY`, a real month, not in the
 * past) and the security code (3 or 4 digits), each reporting its first failing rule.
 */
export function paymentCardSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    number: field.text('cardNumber', cardNumber),
    expiry: field.text('cardExpiry', cardExpiryFormat, cardExpiryMonth, cardNotExpired()),
    cvc: field.text('cardSecurityCode', cardSecurityCode),
  })
}

/** A card that passed {@link paymentCardSchema}. */
export type PaymentCardInput = InferType<ReturnType<typeof paymentCardSchema>>
