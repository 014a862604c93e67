/**
 * Error messages in every language. `required` has its own message; the domain rules whose
 * generic message would not help (password strength, confirmation, date order, card expiry)
 * have theirs;
 * every other failing rule says '{field} is not valid', `{field}` being the field's label.
 */
import type { Locale } from '@comptoir/i18n/locales'

import { frenchSubject } from './french-subjects'
import type { RuleCode } from './rules'

/** Keys of the message catalogue: `invalid` is the generic message of any other rule. */
export type MessageKey =
  | 'required'
  | 'invalid'
  | 'password_too_short'
  | 'password_too_long'
  | 'password_too_common'
  | 'password_mismatch'
  | 'password_unchanged'
  | 'end_before_start'
  | 'card_expiry_format'
  | 'card_expiry_month'
  | 'card_expired'
  | 'text_direction_controls'
  | 'code_reserved'

/**
 * Every message in every language. `{field}` stands for the field's label in that language.
 * A language missing a message does not compile.
 */
export const messageCatalogue = {
  en: {
    required: 'This field is required',
    invalid: '{field} is not valid',
    password_too_short: 'The password must be at least 8 characters long',
    password_too_long: 'The password must be at most 128 characters long',
    password_too_common: 'This password is too common',
    password_mismatch: 'The passwords do not match',
    password_unchanged: 'The new password must be different from the current one',
    end_before_start: 'The end date must be after the start date',
    card_expiry_format: 'Enter the expiry date as MM/YY, for example 08/29',
    card_expiry_month: 'The month of the expiry date must be between 01 and 12',
    card_expired: 'This card has expired',
    text_direction_controls: '{field} must not contain invisible characters that turn text around',
    code_reserved: 'This code is reserved by the shop: choose another one',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    invalid: '{field} n’est pas valide',
    password_too_short: 'Le mot de passe doit contenir au moins 8 caractères',
    password_too_long: 'Le mot de passe doit contenir au plus 128 caractères',
    password_too_common: 'Ce mot de passe est trop courant',
    password_mismatch: 'Les mots de passe ne correspondent pas',
    password_unchanged: 'Le nouveau mot de passe doit être différent de l’actuel',
    end_before_start: 'La date de fin doit être postérieure à la date de début',
    card_expiry_format: 'Saisissez la date d’expiration au format MM/AA, par exemple 08/29',
    card_expiry_month: 'Le mois de la date d’expiration doit être compris entre 01 et 12',
    card_expired: 'Cette carte a expiré',
    text_direction_controls:
      '{field} ne doit pas contenir de caractères invisibles qui inversent le texte',
    code_reserved: 'Ce code est réservé par la boutique\u00a0: choisissez-en un autre',
  },
} as const satisfies Record<Locale, Record<MessageKey, string>>

function messageKey(code: RuleCode): MessageKey {
  switch (code) {
    case 'required':
    case 'password_too_short':
    case 'password_too_long':
    case 'password_too_common':
    case 'password_mismatch':
    case 'password_unchanged':
    case 'end_before_start':
    case 'card_expiry_format':
    case 'card_expiry_month':
    case 'card_expired':
    case 'text_direction_controls':
    case 'code_reserved':
      return code
    default:
      return 'invalid'
  }
}

/**
 * The message for a failing rule in the active language.
 *
 * @param code the failing rule's code
 * @param label the field's label, already in `locale`
 * @param locale the active language
 * @example formatMessage('email', 'E-mail', 'en') // 'E-mail is not valid'
 * @example formatMessage('email', 'Adresse e-mail', 'fr') // 'L’adresse e-mail n’est pas valide'
 */
export function formatMessage(code: RuleCode, label: string, locale: Locale): string {
  const message: string = messageCatalogue[locale][messageKey(code)]
  if (locale !== 'fr' || !message.startsWith('{field}')) return message.replaceAll('{field}', label)
  // French: the field is the subject, with its article and its verb's number.
  const { subject, plural } = frenchSubject(label)
  const sentence = plural
    ? message
        .replace(' n’est pas valide', ' ne sont pas valides')
        .replace(' ne doit ', ' ne doivent ')
    : message
  return sentence.replaceAll('{field}', subject)
}
