/** Creating a customer account. */
import { locales, type Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { newPasswordRules } from '../password'
import { email, max, noDirectionControls } from '../rules'

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const emailMaxLength = 254

/** Longest name accepted. */
export const nameMaxLength = 100

/** The sign-up form and the `signup` input: e-mail, password, name and language. */
export function signupSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    email: field.text('email', email, max(emailMaxLength)),
    password: field.text('password', ...newPasswordRules),
    name: field.text('name', max(nameMaxLength), noDirectionControls),
    locale: field.choice('locale', locales),
  })
}

/** A sign-up that passed {@link signupSchema}. */
export type SignupInput = InferType<ReturnType<typeof signupSchema>>
