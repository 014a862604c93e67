/** Asking for a password reset link. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { email } from '../rules'

/** The forgotten-password form: the account's e-mail address. */
export function forgotPasswordSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({ email: field.text('email', email) })
}

/** A request that passed {@link forgotPasswordSchema}. */
export type ForgotPasswordInput = InferType<ReturnType<typeof forgotPasswordSchema>>
