/** A shopper's message to the shop, from its contact page. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { email, max, min, noDirectionControls, regex } from '../rules'
import { orderNumberPattern } from './order-access'

/** One line of text: a line break in a name or a subject could forge an e-mail header. */
export const singleLine = /^[^\r\n\u2028\u2029]*$/

/**
 * The contact form: who writes (name, e-mail address to answer), the order it is about when
 * there is one (`CPT-2026-000123`), a subject on one line and the message.
 */
export function contactSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    name: field.text('name', max(100), regex(singleLine), noDirectionControls),
    email: field.text('email', email, max(254), regex(singleLine)),
    orderNumber: field.optionalText('orderNumber', regex(orderNumberPattern), max(30)),
    subject: field.text('contactSubject', min(3), max(120), regex(singleLine), noDirectionControls),
    message: field.text('contactMessage', min(10), max(5000)),
  })
}

/** A message that passed {@link contactSchema}. */
export type ContactInput = InferType<ReturnType<typeof contactSchema>>
