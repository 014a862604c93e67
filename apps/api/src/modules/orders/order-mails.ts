import type { Locale } from '@comptoir/i18n/locales'

import type { LocalizedText } from '../../db/schema/localized'
import { localize } from '../catalog/catalog.views'
import type { OutgoingMail } from '../mail/outbox.service'
import { bankTransferProviderId, type BankTransferInstructions } from './bank-transfer'
import { euros, html } from './mail-layout'
import { bankTransferParagraphs } from './payment-mails'

/** What the order e-mails show. */
export interface OrderMailFacts {
  number: string
  email: string
  locale: Locale
  /** The order page, with the access token. */
  link: string
  status: string
  /** The payment provider's id (`bank-transfer`, `stripe`…). */
  paymentMethod: string
  /** How to pay an order awaiting a bank transfer. */
  transfer?: BankTransferInstructions | null
  totalCents: number
  vatCents: number
  shippingCents: number
  discountCents: number
  lines: {
    productName: LocalizedText
    variantTitle: LocalizedText
    quantity: number
    totalCents: number
  }[]
}

const copy = {
  en: {
    confirmationSubject: (number: string) => `Your Comptoir order ${number}`,
    thanks: 'Thank you for your order.',
    pending:
      'We will prepare it as soon as your bank transfer arrives (reference: your order number).',
    pendingCard: 'We will prepare it as soon as your card payment is confirmed.',
    paid: 'Your payment is confirmed; we are preparing your parcel.',
    discount: 'Discount',
    shipping: 'Shipping',
    total: 'Total',
    vat: (amount: string) => `including VAT ${amount}`,
    follow: 'Follow your order:',
    action: 'See my order',
    shippedSubject: (number: string) => `Your Comptoir order ${number} is on its way`,
    shipped: (number: string) => `Good news: order ${number} has been handed to the carrier.`,
    tracking: (carrier: string, number: string, url: string) =>
      `Carrier: ${carrier}, tracking number ${number}. Follow the parcel: ${url}`,
    accessSubject: (number: string) => `The link to your Comptoir order ${number}`,
    access: (number: string) =>
      `Someone asked for the link to order ${number}. If it was you, open it below; otherwise you can ignore this e-mail.`,
  },
  fr: {
    confirmationSubject: (number: string) => `Votre commande Comptoir ${number}`,
    thanks: 'Merci pour votre commande.',
    pending:
      'Nous la préparerons dès réception de votre virement (référence : votre numéro de commande).',
    pendingCard: 'Nous la préparerons dès que votre paiement par carte sera confirmé.',
    paid: 'Votre paiement est confirmé ; nous préparons votre colis.',
    discount: 'Remise',
    shipping: 'Livraison',
    total: 'Total',
    vat: (amount: string) => `dont TVA ${amount}`,
    follow: 'Suivez votre commande :',
    action: 'Voir ma commande',
    shippedSubject: (number: string) => `Votre commande Comptoir ${number} est en route`,
    shipped: (number: string) =>
      `Bonne nouvelle : la commande ${number} a été remise au transporteur.`,
    tracking: (carrier: string, number: string, url: string) =>
      `Transporteur : ${carrier}, numéro de suivi ${number}. Suivez le colis : ${url}`,
    accessSubject: (number: string) => `Le lien de votre commande Comptoir ${number}`,
    access: (number: string) =>
      `Quelqu'un a demandé le lien de la commande ${number}. Si c'est vous, ouvrez-le ci-dessous ; sinon, ignorez ce message.`,
  },
} satisfies Record<Locale, unknown>

/** The kind of outbox message an order confirmation is. */
export const orderConfirmationKind = 'order-confirmation'

/** The order confirmation, in the buyer's language, with the link to the order. */
export function orderConfirmationMail(order: OrderMailFacts): OutgoingMail {
  const text = copy[order.locale]
  const money = (cents: number) => euros(cents, order.locale)
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${localize(line.productName, order.locale)} (${localize(line.variantTitle, order.locale)}) — ${money(line.totalCents)}`,
  )
  const amounts = [
    ...(order.discountCents > 0 ? [`${text.discount}: −${money(order.discountCents)}`] : []),
    `${text.shipping}: ${money(order.shippingCents)}`,
    `${text.total}: ${money(order.totalCents)} (${text.vat(money(order.vatCents))})`,
  ]
  const awaited =
    order.status !== 'PENDING_PAYMENT'
      ? [text.paid]
      : order.transfer
        ? [text.pending, ...bankTransferParagraphs(order.transfer, order.locale)]
        : [order.paymentMethod === bankTransferProviderId ? text.pending : text.pendingCard]
  const paragraphs = [text.thanks, ...awaited, ...lines, ...amounts, text.follow]
  return {
    kind: orderConfirmationKind,
    to: order.email,
    subject: text.confirmationSubject(order.number),
    text: [...paragraphs, order.link, '', 'Comptoir'].join('\n'),
    html: html(order.locale, paragraphs, order.link, text.action),
    link: order.link,
  }
}

/** The shipping notice, in the buyer's language. */
export function orderShippedMail(
  order: Pick<OrderMailFacts, 'number' | 'email' | 'locale' | 'link'> & {
    tracking?: { carrier: string; number: string; url: string } | null
  },
): OutgoingMail {
  const text = copy[order.locale]
  const tracking = order.tracking
    ? [text.tracking(order.tracking.carrier, order.tracking.number, order.tracking.url)]
    : []
  const paragraphs = [text.shipped(order.number), ...tracking, text.follow]
  return {
    kind: 'order-shipped',
    to: order.email,
    subject: text.shippedSubject(order.number),
    text: [...paragraphs, order.link, '', 'Comptoir'].join('\n'),
    html: html(order.locale, paragraphs, order.link, text.action),
    link: order.link,
  }
}

/** The link to an order, sent when its buyer asks for it by number and e-mail. */
export function orderAccessMail(
  order: Pick<OrderMailFacts, 'number' | 'email' | 'locale' | 'link'>,
): OutgoingMail {
  const text = copy[order.locale]
  const paragraphs = [text.access(order.number)]
  return {
    kind: 'order-access',
    to: order.email,
    subject: text.accessSubject(order.number),
    text: [...paragraphs, order.link, '', 'Comptoir'].join('\n'),
    html: html(order.locale, paragraphs, order.link, text.action),
    link: order.link,
  }
}
