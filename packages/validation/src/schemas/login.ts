/** Signing in (customers and ambassadors). */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { email } from '../rules'

/**
 * The sign-in form and the `login` input. The password is only required: strength rules apply
 * when a password is chosen, not when it is typed to sign in.
 */
export function loginSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    email: field.text('email', email),
    password: field.text('password'),
  })
}

/** A sign-in that passed {@link loginSchema}. */
export type LoginInput = InferType<ReturnType<typeof loginSchema>>
