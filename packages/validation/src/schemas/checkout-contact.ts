/** The contact step of the checkout. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { email, max } from '../rules'
import { emailMaxLength } from './signup'

/** The checkout contact form: the e-mail address the order confirmation goes to. */
export function checkoutContactSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({ email: field.text('email', email, max(emailMaxLength)) })
}

/** A contact step that passed {@link checkoutContactSchema}. */
export type CheckoutContactInput = InferType<ReturnType<typeof checkoutContactSchema>>
