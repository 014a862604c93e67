import type { Locale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'

const euros = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)

const messages = {
  en: {
    account_exists: 'An account already exists with this e-mail address. Sign in to apply with it.',
    already_applied: 'You have already applied. Your application is being reviewed.',
    already_ambassador: 'This account is already part of the ambassador programme.',
    application_pending:
      'Your application is still being reviewed. You will get an e-mail as soon as it is approved.',
    application_rejected: (reason: string | null) =>
      reason
        ? `Your application was not accepted: ${reason}`
        : 'Your application was not accepted.',
    ambassador_suspended: 'Your ambassador account is suspended. Contact us to know more.',
    unknown_code: 'This code matches no ambassador and no live operation.',
    invalid_landing_path: 'This path is not a page of the shop',
    cart_not_found_for_referral: 'This cart does not exist or has been ordered already.',
    operation_not_live: 'This operation is not running.',
    referral_not_found: 'This referral is unknown or older than 30 days.',
    code_taken: 'This code is already used. Choose another one.',
    ends_in_past: 'The end date must be in the future',
    operation_not_found: 'This operation does not exist.',
    operation_live_locked: 'This cannot change once the operation is live',
    operation_ended: 'This operation has ended and can no longer change.',
    operation_already_published: 'This operation is already published.',
    operation_not_published: 'Only a published operation can be closed.',
    payout_minimum: (minimumCents: number, balanceCents: number) =>
      `A payout can be requested from ${euros(minimumCents, 'en')} of approved commission; your balance is ${euros(balanceCents, 'en')}.`,
    payout_open: 'A payout request is already being processed.',
    payout_no_iban: 'Add your IBAN to your profile before requesting a payout.',
    payout_account_held: (from: string) =>
      `Your IBAN was changed recently: for your safety, payouts to it start on ${from} (Paris time).`,
  },
  fr: {
    account_exists:
      'Un compte existe déjà avec cette adresse e-mail. Connectez-vous pour postuler avec ce compte.',
    already_applied: 'Vous avez déjà postulé. Votre candidature est en cours d’examen.',
    already_ambassador: 'Ce compte fait déjà partie du programme ambassadeurs.',
    application_pending:
      'Votre candidature est en cours d’examen. Vous recevrez un e-mail dès qu’elle sera acceptée.',
    application_rejected: (reason: string | null) =>
      reason
        ? `Votre candidature n’a pas été retenue : ${reason}`
        : 'Votre candidature n’a pas été retenue.',
    ambassador_suspended:
      'Votre compte ambassadeur est suspendu. Contactez-nous pour en savoir plus.',
    unknown_code: 'Ce code ne correspond à aucun ambassadeur ni à aucune opération en cours.',
    invalid_landing_path: 'Ce chemin n’est pas une page de la boutique',
    cart_not_found_for_referral: 'Ce panier n’existe pas ou a déjà été commandé.',
    operation_not_live: 'Cette opération n’est pas en cours.',
    referral_not_found: 'Ce lien de parrainage est inconnu ou date de plus de 30 jours.',
    code_taken: 'Ce code est déjà utilisé. Choisissez-en un autre.',
    ends_in_past: 'La date de fin doit être dans le futur',
    operation_not_found: 'Cette opération n’existe pas.',
    operation_live_locked: 'Ceci ne peut plus changer une fois l’opération en cours',
    operation_ended: 'Cette opération est terminée et ne peut plus changer.',
    operation_already_published: 'Cette opération est déjà publiée.',
    operation_not_published: 'Seule une opération publiée peut être clôturée.',
    payout_minimum: (minimumCents: number, balanceCents: number) =>
      `Un paiement peut être demandé à partir de ${euros(minimumCents, 'fr')} de commissions validées ; votre solde est de ${euros(balanceCents, 'fr')}.`,
    payout_open: 'Une demande de paiement est déjà en cours de traitement.',
    payout_no_iban: 'Ajoutez votre IBAN à votre profil avant de demander un paiement.',
    payout_account_held: (from: string) =>
      `Votre IBAN a été modifié récemment\u00a0: par sécurité, les versements vers lui commencent le ${from} (heure de Paris).`,
  },
} satisfies Record<Locale, unknown>

type Catalogue = (typeof messages)['en']

/** Codes whose message takes no argument. */
export type AmbassadorErrorCode = {
  [Code in keyof Catalogue]: Catalogue[Code] extends string ? Code : never
}[keyof Catalogue]

/** An ambassador-programme failure with its message in `locale`. */
export function ambassadorError(
  code: AmbassadorErrorCode,
  field: string | null,
  locale: Locale,
): FieldError {
  return { field, code, message: messages[locale][code] }
}

/** The sign-in failure of a rejected applicant, with the reason they were given. */
export function applicationRejectedError(reason: string | null, locale: Locale): FieldError {
  return {
    field: null,
    code: 'application_rejected',
    message: messages[locale].application_rejected(reason),
  }
}

/** The failure of a payout request below the minimum balance. */
export function payoutMinimumError(
  minimumCents: number,
  balanceCents: number,
  locale: Locale,
): FieldError {
  return {
    field: null,
    code: 'payout_minimum',
    message: messages[locale].payout_minimum(minimumCents, balanceCents),
  }
}

/** Formats a moment for an ambassador's messages, in Paris time (e-mails, errors). */
export function formatMoment(moment: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(moment)
}

/** The failure of a payout request while a new IBAN is held. */
export function payoutAccountHeldError(until: Date, locale: Locale): FieldError {
  return {
    field: null,
    code: 'payout_account_held',
    message: messages[locale].payout_account_held(formatMoment(until, locale)),
  }
}

/** Formats cents as euros in a language (e-mails, messages). */
export function formatEuros(cents: number, locale: Locale): string {
  return euros(cents, locale)
}
