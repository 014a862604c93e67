import type { Locale } from '@comptoir/i18n/locales'

import { maximumExportDays, type PeriodProblem } from './export-period'

export type ExportKind = 'ORDERS' | 'COMMISSIONS'

const copy = {
  en: {
    ORDERS: [
      'Order number',
      'Placed at',
      'Status',
      'Source',
      'Operation code',
      'Customer',
      'City',
      'Sales',
      'Commission',
      'Commission status',
      'Currency',
    ],
    COMMISSIONS: [
      'Order number',
      'Created at',
      'Kind',
      'Status',
      'Rate (%)',
      'Base',
      'Commission',
      'Currency',
      'Approved at',
      'Paid at',
      'Reversed at',
    ],
    format: 'Dates must be real days written YYYY-MM-DD, such as 2026-11-30.',
    order: 'The end date must be on or after the start date.',
    length: `An export covers at most ${String(maximumExportDays)} days: choose a shorter period.`,
  },
  fr: {
    ORDERS: [
      'Numéro de commande',
      'Passée le',
      'Statut',
      'Origine',
      'Code d’opération',
      'Client',
      'Ville',
      'Ventes',
      'Commission',
      'Statut de la commission',
      'Devise',
    ],
    COMMISSIONS: [
      'Numéro de commande',
      'Créée le',
      'Type',
      'Statut',
      'Taux (%)',
      'Base',
      'Commission',
      'Devise',
      'Validée le',
      'Payée le',
      'Annulée le',
    ],
    format: 'Les dates doivent être des jours réels au format AAAA-MM-JJ, par exemple 2026-11-30.',
    order: 'La date de fin doit être identique ou postérieure à la date de début.',
    length: `Un export couvre au plus ${String(maximumExportDays)} jours\u202f: choisissez une période plus courte.`,
  },
} satisfies Record<Locale, Record<ExportKind | PeriodProblem, unknown>>

/** The header row of an export, in `locale`. */
export function exportHeader(kind: ExportKind, locale: Locale): readonly string[] {
  return copy[locale][kind]
}

/** Why a period was refused, in `locale`. */
export function periodProblemMessage(problem: PeriodProblem, locale: Locale): string {
  return copy[locale][problem]
}
