/** Asking for the link of an order by its number and the buyer's e-mail address. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { email, max, regex } from '../rules'

/** Order numbers as the shop prints them: `CPT-2026-000123` (case and spaces forgiven). */
export const orderNumberPattern = /^\s*CPT-\d{4}-\d{6}\s*$/i

/** The "find my order" form: the order number and the e-mail address it was placed with. */
export function orderAccessSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    number: field.text('orderNumber', regex(orderNumberPattern), max(30)),
    email: field.text('email', email, max(254)),
  })
}

/** A request that passed {@link orderAccessSchema}. */
export type OrderAccessInput = InferType<ReturnType<typeof orderAccessSchema>>
