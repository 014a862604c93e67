import type { Locale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'

const messages = {
  en: {
    invalid_credentials: 'The e-mail address or the password is incorrect',
    invalid_code: 'This code is incorrect or has already been used',
    sign_in_expired: 'This sign-in has expired. Enter your password again.',
    invalid_invitation: 'This invitation is invalid, has expired or was already used',
    email_taken: 'A staff member already has this e-mail address',
    not_found: 'This staff member does not exist or was removed',
    last_owner: 'The shop must keep at least one owner',
    not_yourself: 'You cannot do this to your own account',
  },
  fr: {
    invalid_credentials: 'L’adresse e-mail ou le mot de passe est incorrect',
    invalid_code: 'Ce code est incorrect ou a déjà été utilisé',
    sign_in_expired: 'Cette connexion a expiré. Saisissez à nouveau votre mot de passe.',
    invalid_invitation: 'Cette invitation n’est pas valide, a expiré ou a déjà servi',
    email_taken: 'Un membre de l’équipe a déjà cette adresse e-mail',
    not_found: 'Ce membre de l’équipe n’existe pas ou a été retiré',
    last_owner: 'La boutique doit garder au moins un propriétaire',
    not_yourself: 'Vous ne pouvez pas faire cela sur votre propre compte',
  },
} satisfies Record<Locale, Record<string, string>>

export type StaffErrorCode = keyof (typeof messages)['en']

/** A failure of a staff operation, with its message in `locale`. */
export function staffError(code: StaffErrorCode, field: string | null, locale: Locale): FieldError {
  return { field, code, message: messages[locale][code] }
}
