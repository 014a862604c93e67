/** Changing the password of a signed-in account. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { differentPasswordFrom, newPasswordRules } from '../password'

/** The change-password form: the current password, and a new one that is strong and different. */
export function changePasswordSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    currentPassword: field.text('currentPassword'),
    newPassword: field.text(
      'newPassword',
      ...newPasswordRules,
      differentPasswordFrom('currentPassword'),
    ),
  })
}

/** A change that passed {@link changePasswordSchema}. */
export type ChangePasswordInput = InferType<ReturnType<typeof changePasswordSchema>>
