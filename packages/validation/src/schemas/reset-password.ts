/** Choosing a new password from a reset link. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { newPasswordRules, samePasswordAs } from '../password'

/** The reset form: the new password and its confirmation, which must be identical. */
export function resetPasswordSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    password: field.text('password', ...newPasswordRules),
    passwordConfirmation: field.text('passwordConfirmation', samePasswordAs('password')),
  })
}

/** A reset that passed {@link resetPasswordSchema}. */
export type ResetPasswordInput = InferType<ReturnType<typeof resetPasswordSchema>>
