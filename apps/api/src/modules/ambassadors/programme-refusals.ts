import type { Locale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'

const messages = {
  en: {
    ambassador_not_found: 'This ambassador or applicant does not exist.',
    already_approved: 'This application has already been approved.',
    already_rejected: 'This application has already been rejected.',
    not_an_application: 'There is no application waiting for a decision for this person.',
    not_approved: 'Only an approved ambassador can be suspended.',
    not_suspended: 'Only a suspended ambassador can be reinstated.',
    commission_not_found: 'This commission does not exist.',
    commission_paid: 'This commission has been paid: it can no longer be reversed.',
    commission_reversed: 'This commission has already been reversed.',
    commission_in_run:
      'This commission is in a payout of a payout run: reject that payout first, then reverse it.',
    payout_not_found: 'This payout request does not exist or has already been decided.',
    payouts_none: 'Choose at least one payout request.',
    payouts_unavailable:
      'Some of these payouts are no longer waiting: they were decided or put in another run. Reload the list.',
    payout_empty: 'This payout has nothing left to pay: reject it instead.',
    run_not_found: 'This payout run does not exist.',
    run_paid: 'This payout run has already been paid.',
    run_empty: 'Every payout of this run was rejected: there is nothing to pay.',
    payout_in_paid_run: 'This payout’s run has been paid: it can no longer be rejected.',
  },
  fr: {
    ambassador_not_found: 'Cet ambassadeur ou ce candidat n’existe pas.',
    already_approved: 'Cette candidature a déjà été acceptée.',
    already_rejected: 'Cette candidature a déjà été refusée.',
    not_an_application: 'Aucune candidature de cette personne n’attend de décision.',
    not_approved: 'Seul un ambassadeur accepté peut être suspendu.',
    not_suspended: 'Seul un ambassadeur suspendu peut être rétabli.',
    commission_not_found: 'Cette commission n’existe pas.',
    commission_paid: 'Cette commission a été versée : elle ne peut plus être annulée.',
    commission_reversed: 'Cette commission a déjà été annulée.',
    commission_in_run:
      'Cette commission fait partie d’un versement inclus dans une remise : refusez d’abord ce versement, puis annulez-la.',
    payout_not_found: 'Cette demande de versement n’existe pas ou a déjà été traitée.',
    payouts_none: 'Choisissez au moins une demande de versement.',
    payouts_unavailable:
      'Certains de ces versements ne sont plus en attente : ils ont été traités ou mis dans une autre remise. Rechargez la liste.',
    payout_empty: 'Ce versement n’a plus rien à payer : refusez-le plutôt.',
    run_not_found: 'Cette remise de versements n’existe pas.',
    run_paid: 'Cette remise de versements a déjà été payée.',
    run_empty: 'Tous les versements de cette remise ont été refusés : il n’y a rien à payer.',
    payout_in_paid_run: 'La remise de ce versement a été payée : il ne peut plus être refusé.',
  },
} satisfies Record<Locale, Record<string, string>>

export type ProgrammeRefusal = keyof (typeof messages)['en']

/** A refusal of a back-office (or command-line) decision on the programme, in `locale`. */
export function programmeRefusal(
  code: ProgrammeRefusal,
  locale: Locale,
  field: string | null = null,
): FieldError {
  return { field, code, message: messages[locale][code] }
}

/** The refusal as an error, for the command line (in English). */
export function refusalError(errors: readonly FieldError[]): Error {
  return new Error(errors.map((error) => error.message).join('\n'))
}
