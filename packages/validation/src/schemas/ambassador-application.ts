/** Applying to the ambassador programme. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { passwordLongEnough, passwordNotCommon, passwordShortEnough } from '../password'
import { email, max, min, noDirectionControls, required, url } from '../rules'
import { emailMaxLength, nameMaxLength } from './signup'

/** Shortest motivation accepted. */
export const motivationMinLength = 20

/** Longest motivation accepted. */
export const motivationMaxLength = 1000

/** Options of {@link ambassadorApplicationSchema}. */
export interface AmbassadorApplicationOptions {
  /**
   * The applicant is already signed in: the application joins that account, so no password is
   * asked for (one typed anyway must still be strong). Otherwise a password creates the account.
   */
  readonly signedIn?: boolean
}

const passwordStrengthRules = [passwordLongEnough, passwordShortEnough, passwordNotCommon]

/**
 * The ambassador application form: name, e-mail, password (unless signed in), a motivation of
 * 20 to 1000 characters, social links (web addresses) and the programme terms, which must be
 * accepted.
 *
 * @example
 * validateInput((l) => ambassadorApplicationSchema(l, { signedIn: true }), input, locale)
 */
export function ambassadorApplicationSchema(
  locale: Locale,
  options: AmbassadorApplicationOptions = {},
) {
  const field = fieldsFor(locale)
  return object({
    name: field.text('name', max(nameMaxLength), noDirectionControls),
    email: field.text('email', email, max(emailMaxLength)),
    password: options.signedIn
      ? field.optionalText('password', ...passwordStrengthRules)
      : field.optionalText('password', required, ...passwordStrengthRules),
    motivation: field.text('motivation', min(motivationMinLength), max(motivationMaxLength)),
    socialLinks: field.textList('socialLinks', url, max(500)),
    termsAccepted: field.flag('termsAccepted', required),
  })
}

/** An application that passed {@link ambassadorApplicationSchema}. */
export type AmbassadorApplicationInput = InferType<ReturnType<typeof ambassadorApplicationSchema>>
