import type { Locale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'

const messages = {
  en: {
    invalid_credentials: 'The e-mail address or the password is incorrect',
    email_taken: 'An account already exists with this e-mail address',
    wrong_password: 'The current password is incorrect',
    invalid_token: 'This link is invalid or has expired. Ask for a new one.',
    rate_limited: (minutes: number) =>
      `Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  },
  fr: {
    invalid_credentials: 'L’adresse e-mail ou le mot de passe est incorrect',
    email_taken: 'Un compte existe déjà avec cette adresse e-mail',
    wrong_password: 'Le mot de passe actuel est incorrect',
    invalid_token: 'Ce lien n’est pas valide ou a expiré. Demandez-en un nouveau.',
    rate_limited: (minutes: number) =>
      `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  },
} satisfies Record<Locale, unknown>

type FixedCode = Exclude<keyof (typeof messages)['en'], 'rate_limited'>

/** An account failure with its message in `locale`. */
export function accountError(code: FixedCode, field: string | null, locale: Locale): FieldError {
  return { field, code, message: messages[locale][code] }
}

/** The failure of an attempt over a rate limit, saying when to try again. */
export function rateLimitedError(retryAfterMs: number, locale: Locale): FieldError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return { field: null, code: 'rate_limited', message: messages[locale].rate_limited(minutes) }
}
