import type { Locale } from '@comptoir/i18n/locales'

/** The words of an invoice, in each language. */
export const invoiceCopy = {
  en: {
    title: 'Invoice',
    number: 'Invoice No.',
    issued: 'Issue date',
    seller: 'Seller',
    buyer: 'Billed to',
    vatNumber: (number: string) => `VAT number ${number}`,
    order: 'Order',
    placedOn: 'Order date',
    payment: 'Payment',
    paid: 'Paid',
    columns: ['Item', 'Qty', 'Unit price', 'Total'],
    pricesNote: (rate: string) => `Prices include VAT at ${rate}.`,
    discount: 'Discount',
    shipping: (name: string) => `Delivery: ${name}`,
    vatTitle: 'VAT breakdown',
    vatColumns: ['Rate', 'Excl. VAT', 'VAT', 'Incl. VAT'],
    totalNet: 'Total excl. VAT',
    totalVat: (rate: string) => `VAT ${rate}`,
    total: 'Total incl. VAT',
    settled: (date: string) => `Paid in full on ${date}. Nothing remains due.`,
    footer: (seller: string, number: string, page: number, pages: number) =>
      `${seller} · Invoice ${number} · Page ${String(page)} of ${String(pages)}`,
    filename: (number: string) => `comptoir-invoice-${number}.pdf`,
  },
  fr: {
    title: 'Facture',
    number: 'Facture n°',
    issued: 'Date d’émission',
    seller: 'Vendeur',
    buyer: 'Facturé à',
    vatNumber: (number: string) => `N° TVA ${number}`,
    order: 'Commande',
    placedOn: 'Date de commande',
    payment: 'Paiement',
    paid: 'Payée',
    columns: ['Article', 'Qté', 'Prix unitaire', 'Total'],
    pricesNote: (rate: string) => `Prix TTC, TVA de ${rate} incluse.`,
    discount: 'Remise',
    shipping: (name: string) => `Livraison : ${name}`,
    vatTitle: 'Détail de la TVA',
    vatColumns: ['Taux', 'HT', 'TVA', 'TTC'],
    totalNet: 'Total HT',
    totalVat: (rate: string) => `TVA ${rate}`,
    total: 'Total TTC',
    settled: (date: string) => `Payée intégralement le ${date}. Aucun montant restant dû.`,
    footer: (seller: string, number: string, page: number, pages: number) =>
      `${seller} · Facture ${number} · Page ${String(page)} sur ${String(pages)}`,
    filename: (number: string) => `comptoir-facture-${number}.pdf`,
  },
} satisfies Record<Locale, unknown>

/** A whole percentage in the language: `20%`, `20 %`. */
export function invoiceRate(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'percent' }).format(
    percent / 100,
  )
}
