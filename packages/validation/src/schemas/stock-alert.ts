/** Asking to be told by e-mail when a sold-out variant is back in stock. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { email, max } from '../rules'

/** The back-in-stock form: the e-mail address to write to. */
export function stockAlertSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    email: field.text('email', email, max(254)),
  })
}

/** A request that passed {@link stockAlertSchema}. */
export type StockAlertInput = InferType<ReturnType<typeof stockAlertSchema>>
