import type { Locale } from '@comptoir/i18n/locales'

/** The words of a packing slip, in the buyer's language (the slip travels in their parcel). */
export const packingSlipCopy = {
  en: {
    brand: 'Comptoir',
    title: 'Packing slip',
    order: 'Order',
    placed: 'Placed on',
    shipTo: 'Ship to',
    shipping: 'Shipping',
    contact: 'Contact',
    sku: 'SKU',
    item: 'Item',
    quantity: 'Qty',
    units: (count: number) => (count === 1 ? '1 item' : `${count} items`),
    thanks: 'Thank you for your order.',
    footer: (number: string, page: number, pages: number) =>
      `Comptoir · Packing slip ${number} · Page ${page} of ${pages}`,
    filename: (name: string) => `comptoir-packing-slips-${name}.pdf`,
  },
  fr: {
    brand: 'Comptoir',
    title: 'Bon de livraison',
    order: 'Commande',
    placed: 'Passée le',
    shipTo: 'Livrer à',
    shipping: 'Livraison',
    contact: 'Contact',
    sku: 'Réf.',
    item: 'Article',
    quantity: 'Qté',
    units: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
    thanks: 'Merci pour votre commande.',
    footer: (number: string, page: number, pages: number) =>
      `Comptoir · Bon de livraison ${number} · Page ${page} sur ${pages}`,
    filename: (name: string) => `comptoir-bons-de-livraison-${name}.pdf`,
  },
} satisfies Record<Locale, unknown>

export const slipDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(date)
