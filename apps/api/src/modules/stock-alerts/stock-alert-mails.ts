import type { Locale } from '@comptoir/i18n/locales'

import type { OutgoingMail } from '../mail/outbox.service'
import { escapeHtml } from '../orders/mail-layout'

export const backInStockKind = 'back-in-stock'

/** What the back-in-stock e-mail says. */
export interface BackInStockFacts {
  email: string
  locale: Locale
  productName: string
  variantTitle: string
  /** The product page, on the variant. */
  productLink: string
  /** Stops every alert of this address, without signing in. */
  unsubscribeLink: string
}

const copy = {
  en: {
    subject: (product: string) => `Back in stock: ${product}`,
    hello: 'Hello,',
    back: (product: string, variant: string) =>
      `Good news: ${product} (${variant}) is back in stock. Items go fast, so do not wait too long.`,
    action: 'See the product',
    actionLine: (link: string) => `See the product: ${link}`,
    once: 'We send this alert once; ask again on the product page if you miss it.',
    unsubscribe: 'Stop all back-in-stock alerts to this address:',
    unsubscribeAction: 'Unsubscribe',
  },
  fr: {
    subject: (product: string) => `De retour en stock\u202f: ${product}`,
    hello: 'Bonjour,',
    back: (product: string, variant: string) =>
      `Bonne nouvelle\u202f: ${product} (${variant}) est de nouveau en stock. Les articles partent vite, ne tardez pas trop.`,
    action: 'Voir le produit',
    actionLine: (link: string) => `Voir le produit\u202f: ${link}`,
    once: 'Nous n’envoyons cette alerte qu’une fois\u202f; redemandez-la sur la page du produit si vous la manquez.',
    unsubscribe: 'Ne plus recevoir d’alerte de retour en stock à cette adresse\u202f:',
    unsubscribeAction: 'Se désabonner',
  },
} satisfies Record<Locale, unknown>

/** The one e-mail of an alert, in the shopper's language, with its unsubscribe link. */
export function backInStockMail(facts: BackInStockFacts): OutgoingMail {
  const words = copy[facts.locale]
  const back = words.back(facts.productName, facts.variantTitle)
  return {
    kind: backInStockKind,
    to: facts.email,
    subject: words.subject(facts.productName),
    link: facts.unsubscribeLink,
    text: [
      words.hello,
      back,
      words.actionLine(facts.productLink),
      words.once,
      `${words.unsubscribe} ${facts.unsubscribeLink}`,
      'Comptoir',
    ].join('\n\n'),
    html: `<!doctype html><html lang="${facts.locale}"><body>
<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(back)}</p>
<p><a href="${escapeHtml(facts.productLink)}">${escapeHtml(words.action)}</a></p>
<p>${escapeHtml(words.once)}</p>
<p>${escapeHtml(words.unsubscribe)} <a href="${escapeHtml(facts.unsubscribeLink)}">${escapeHtml(words.unsubscribeAction)}</a></p>
<p>Comptoir</p>
</body></html>`,
  }
}
