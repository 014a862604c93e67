import type { Locale } from '@comptoir/i18n/locales'
import { legalStatusNames, legalStatuses } from '@comptoir/validation/schemas/ambassador-profile'

import { holdDays } from '../ambassadors/programme-terms'
import type { CommissionVat } from '../ambassadors/programme-terms'

/** The words of a payout statement, in each language. */
export const statementCopy = {
  en: {
    brand: 'Comptoir',
    programme: 'Ambassador programme',
    title: 'Payout statement',
    number: 'No.',
    issued: 'Issued',
    from: 'Paid by',
    to: 'Paid to',
    ambassador: (displayName: string, code: string) => `Ambassador ${displayName} (code ${code})`,
    legalStatus: (name: string) => `Legal status: ${name}`,
    noLegalStatus: 'not stated',
    email: 'E-mail',
    siret: (number: string) => `SIRET ${number}`,
    vatNumber: (number: string) => `VAT number ${number}`,
    payment: 'Payment',
    amountPaid: 'Amount paid',
    method: 'Method',
    transfer: 'Bank transfer',
    account: 'Account (IBAN)',
    requestedOn: 'Requested on',
    paidOn: 'Paid on',
    period: 'Orders of',
    periodRange: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
    noPeriod: 'No order',
    commissions: 'Commissions paid',
    columns: ['Order', 'Order date', 'Base excl. VAT', 'Rate', 'Commission'],
    refund: 'refund',
    empty: 'No commission in this payout.',
    subtotalSales: (count: number) =>
      `Commissions (${String(count)} ${count === 1 ? 'order' : 'orders'})`,
    subtotalClawbacks: 'Clawbacks of refunded orders',
    total: 'Total paid',
    vat: {
      not_applicable:
        'VAT not applicable: commissions paid to an individual. The total is the amount transferred.',
      included:
        'Amounts all taxes included: the programme adds no VAT to commissions; any VAT due on them is within the total transferred.',
    } satisfies Record<CommissionVat, string>,
    notes: [
      'Commission = rate × base. The base is the merchandise of the order after discount, excluding VAT and shipping.',
      `A commission is approved ${String(holdDays)} days after the order is delivered (the return window); a refund after payment is deducted from the next payout.`,
    ],
    footer: (number: string, page: number, pages: number) =>
      `Comptoir · Ambassador programme · Statement ${number} · Page ${String(page)} of ${String(pages)}`,
    filename: (number: string) => `comptoir-payout-statement-${number}.pdf`,
  },
  fr: {
    brand: 'Comptoir',
    programme: 'Programme ambassadeurs',
    title: 'Relevé de paiement',
    number: 'N°',
    issued: 'Émis le',
    from: 'Payé par',
    to: 'Bénéficiaire',
    ambassador: (displayName: string, code: string) => `Ambassadeur ${displayName} (code ${code})`,
    legalStatus: (name: string) => `Statut juridique\u00a0: ${name}`,
    noLegalStatus: 'non renseigné',
    email: 'E-mail',
    siret: (number: string) => `SIRET ${number}`,
    vatNumber: (number: string) => `N° TVA ${number}`,
    payment: 'Paiement',
    amountPaid: 'Montant payé',
    method: 'Mode',
    transfer: 'Virement bancaire',
    account: 'Compte (IBAN)',
    requestedOn: 'Demandé le',
    paidOn: 'Payé le',
    period: 'Commandes du',
    periodRange: (from: string, to: string) => (from === to ? from : `${from} au ${to}`),
    noPeriod: 'Aucune commande',
    commissions: 'Commissions payées',
    columns: ['Commande', 'Date', 'Base HT', 'Taux', 'Commission'],
    refund: 'remboursement',
    empty: 'Aucune commission dans ce paiement.',
    subtotalSales: (count: number) =>
      `Commissions (${String(count)} commande${count === 1 ? '' : 's'})`,
    subtotalClawbacks: 'Reprises sur commandes remboursées',
    total: 'Total payé',
    vat: {
      not_applicable:
        'TVA non applicable : commissions versées à un particulier. Le total est le montant viré.',
      included:
        'Montants toutes taxes comprises : le programme n’ajoute pas de TVA aux commissions ; la TVA éventuellement due est comprise dans le total viré.',
    } satisfies Record<CommissionVat, string>,
    notes: [
      'Commission = taux × base. La base est la marchandise de la commande après remise, hors TVA et hors livraison.',
      `Une commission est validée ${String(holdDays)} jours après la livraison de la commande (délai de retour) ; un remboursement après paiement est déduit du paiement suivant.`,
    ],
    footer: (number: string, page: number, pages: number) =>
      `Comptoir · Programme ambassadeurs · Relevé ${number} · Page ${String(page)} sur ${String(pages)}`,
    filename: (number: string) => `comptoir-releve-paiement-${number}.pdf`,
  },
} satisfies Record<Locale, unknown>

/** A legal status's name in a language, or the copy's "not stated". */
export function legalStatusName(status: string | null, locale: Locale): string {
  const known = legalStatuses.find((value) => value === status)
  return known ? legalStatusNames[known][locale] : statementCopy[locale].noLegalStatus
}

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-FR' : 'en-GB')

/** Cents as euros in the language (`1 234,56 €`, `€1,234.56`). */
export function statementEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)
}

/** A rate in basis points as a percentage (`10 %`, `12.5%`). */
export function statementRate(rateBps: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rateBps / 10_000)
}

/** A day in the language, as the ledger dates it (UTC): `2 October 2026`, or `2 Oct 2026` short. */
export function statementDate(
  date: Date,
  locale: Locale,
  length: 'long' | 'short' = 'long',
): string {
  return date.toLocaleDateString(intlLocale(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: length,
    year: 'numeric',
  })
}
