import type { Locale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'
import type { RefundRefusal } from './order-refund-ledger'

type Refusal = RefundRefusal | { reason: 'provider_failed' }

const euros = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)

const copy = {
  en: {
    not_found: 'This order does not exist',
    invalid_state: 'Only a paid order (being prepared, shipped or delivered too) can be refunded',
    no_line: 'Choose at least one unit to refund',
    unknown_line: 'This line is not part of the order',
    too_many_units: (remaining: number) =>
      remaining === 0
        ? 'Every unit of this line has already been refunded'
        : `At most ${remaining} unit(s) of this line can still be refunded`,
    over_refund: (left: string) => `The refund is larger than what remains to refund (${left})`,
    nothing_left: 'Nothing remains to refund on this order',
    provider_failed: 'The payment provider refused the refund; nothing was refunded. Try again.',
  },
  fr: {
    not_found: 'Cette commande n’existe pas',
    invalid_state:
      'Seule une commande payée (ou en préparation, expédiée, livrée) peut être remboursée',
    no_line: 'Choisissez au moins un article à rembourser',
    unknown_line: 'Cette ligne ne fait pas partie de la commande',
    too_many_units: (remaining: number) =>
      remaining === 0
        ? 'Tous les articles de cette ligne ont déjà été remboursés'
        : `Au plus ${remaining} article(s) de cette ligne peuvent encore être remboursés`,
    over_refund: (left: string) => `Le remboursement dépasse ce qui reste à rembourser (${left})`,
    nothing_left: 'Il ne reste rien à rembourser sur cette commande',
    provider_failed:
      'Le prestataire de paiement a refusé le remboursement ; rien n’a été remboursé. Réessayez.',
  },
} satisfies Record<Locale, unknown>

/** A refused refund as a field error, in the staff member's language. */
export function refundRefusalError(refusal: Refusal, locale: Locale): FieldError {
  const text = copy[locale]
  switch (refusal.reason) {
    case 'not_found':
      return { field: 'number', code: 'not_found', message: text.not_found }
    case 'invalid_state':
      return { field: null, code: 'invalid_state', message: text.invalid_state }
    case 'no_line':
      return { field: 'lines', code: 'no_line', message: text.no_line }
    case 'unknown_line':
      return { field: `lines.${refusal.lineId}`, code: 'unknown_line', message: text.unknown_line }
    case 'too_many_units':
      return {
        field: `lines.${refusal.lineId}`,
        code: 'too_many_units',
        message: text.too_many_units(refusal.remaining),
      }
    case 'over_refund':
      return {
        field: 'amountCents',
        code: 'over_refund',
        message: text.over_refund(euros(refusal.remainingCents, locale)),
      }
    case 'nothing_left':
      return { field: null, code: 'nothing_left', message: text.nothing_left }
    case 'provider_failed':
      return { field: null, code: 'provider_failed', message: text.provider_failed }
  }
}
