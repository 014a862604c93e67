import type { Locale } from '@comptoir/i18n/locales'

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
  },
} satisfies Record<Locale, Record<ExportKind, unknown>>

/** The header row of an export, in `locale`. */
export function exportHeader(kind: ExportKind, locale: Locale): readonly string[] {
  return copy[locale][kind]
}
