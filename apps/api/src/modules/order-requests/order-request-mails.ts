import type { Locale } from '@comptoir/i18n/locales'

import type { OutgoingMail } from '../mail/outbox.service'
import { escapeHtml, html } from '../orders/mail-layout'
import { orderLink, type OrderRecord } from '../orders/orders.service'
import type { OrderRequestKind } from './order-request-rules'

export const orderRequestToShopKind = 'order-request'
export const orderRequestAcknowledgementKind = 'order-request-acknowledgement'

const what: Record<OrderRequestKind, string> = {
  CANCEL: 'to cancel',
  RETURN: 'to return',
}

/** The request as the shop receives it: answered to the buyer, with the order's number and status. */
export function shopRequestMail(
  order: OrderRecord,
  kind: OrderRequestKind,
  reason: string,
  to: string,
  receivedAt: Date,
): OutgoingMail {
  const facts = [
    `Order: ${order.number} (${order.status})`,
    `From: ${order.email}`,
    `Asks ${what[kind]} the order.`,
    `Language: ${order.locale === 'fr' ? 'French' : 'English'}`,
    `Received: ${receivedAt.toISOString()}`,
  ]
  return {
    kind: orderRequestToShopKind,
    to,
    replyTo: order.email,
    subject: `[${kind === 'CANCEL' ? 'Cancellation' : 'Return'}] ${order.number}`,
    text: `${facts.join('\n')}\n\n${reason}\n`,
    html: `<!doctype html><html lang="${order.locale}"><body>
<p>${facts.map(escapeHtml).join('<br>')}</p>
<p style="white-space:pre-wrap">${escapeHtml(reason)}</p>
</body></html>`,
  }
}

const copy = {
  en: {
    subject: { CANCEL: 'Your cancellation request', RETURN: 'Your return request' },
    received: {
      CANCEL: (number: string) => `We have received your request to cancel order ${number}.`,
      RETURN: (number: string) => `We have received your request to return order ${number}.`,
    },
    next: {
      CANCEL:
        'If it has not left our workshop yet, we cancel it and give back what you paid; we confirm by e-mail.',
      RETURN:
        'We send you the return instructions by e-mail, usually within two working days. Your refund follows once the items reach us.',
    },
    action: 'See my order',
  },
  fr: {
    subject: { CANCEL: 'Votre demande d’annulation', RETURN: 'Votre demande de retour' },
    received: {
      CANCEL: (number: string) =>
        `Nous avons bien reçu votre demande d’annulation de la commande ${number}.`,
      RETURN: (number: string) =>
        `Nous avons bien reçu votre demande de retour de la commande ${number}.`,
    },
    next: {
      CANCEL:
        'Si elle n’a pas encore quitté notre atelier, nous l’annulons et vous remboursons ; nous vous le confirmons par e-mail.',
      RETURN:
        'Nous vous envoyons les instructions de retour par e-mail, en général sous deux jours ouvrés. Le remboursement suit la réception des articles.',
    },
    action: 'Voir ma commande',
  },
} satisfies Record<Locale, unknown>

/** The acknowledgement to the buyer, in the order's language, linking to the order page. */
export function requestAcknowledgementMail(
  order: OrderRecord,
  kind: OrderRequestKind,
  publicUrl: string,
  /** The order's access token when the buyer holds it (a guest): the link opens the order. */
  accessToken: string | null,
): OutgoingMail {
  const locale: Locale = order.locale === 'fr' ? 'fr' : 'en'
  const words = copy[locale]
  const paragraphs = [words.received[kind](order.number), words.next[kind]]
  const link = orderLink(publicUrl, order.number, accessToken)
  return {
    kind: orderRequestAcknowledgementKind,
    to: order.email,
    subject: `${words.subject[kind]} · ${order.number}`,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\nComptoir\n`,
    html: html(locale, paragraphs, link, words.action),
    link,
  }
}
