import type { Locale } from '@comptoir/i18n/locales'
import type { ContactInput } from '@comptoir/validation/schemas/contact'

import { escapeHtml } from '../orders/mail-layout'
import type { OutgoingMail } from '../mail/outbox.service'

export const contactMessageKind = 'contact-message'
export const contactAcknowledgementKind = 'contact-acknowledgement'

/** A shopper's message as the shop receives it: from the shop's sender, answered to the shopper. */
export function shopMessageMail(
  message: ContactInput,
  to: string,
  locale: Locale,
  receivedAt: Date,
): OutgoingMail {
  const order = message.orderNumber?.trim().toUpperCase() ?? ''
  const facts = [
    `From: ${message.name} <${message.email}>`,
    ...(order ? [`Order: ${order}`] : []),
    `Language: ${locale === 'fr' ? 'French' : 'English'}`,
    `Received: ${receivedAt.toISOString()}`,
  ]
  const text = `${facts.join('\n')}\n\n${message.message}\n`
  return {
    kind: contactMessageKind,
    to,
    replyTo: message.email,
    subject: `[Contact] ${message.subject}${order ? ` (${order})` : ''}`,
    text,
    html: `<!doctype html><html lang="${locale}"><body>
<p>${facts.map(escapeHtml).join('<br>')}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
</body></html>`,
  }
}

const copy = {
  en: {
    subject: 'We have received your message',
    hello: 'Hello,',
    received: 'Thank you for writing to Comptoir: your message has reached us.',
    order: (number: string) => `It is about order ${number}.`,
    answer: 'We answer by e-mail, usually within two working days.',
    notYou: 'If you did not write to us, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    hello: 'Bonjour,',
    received: 'Merci d’avoir écrit à Comptoir : votre message nous est bien parvenu.',
    order: (number: string) => `Il concerne la commande ${number}.`,
    answer: 'Nous vous répondons par e-mail, en général sous deux jours ouvrés.',
    notYou: 'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',
  },
} satisfies Record<Locale, unknown>

/**
 * The acknowledgement to the shopper, in their language. It repeats nothing they typed but the
 * order number (checked for its shape): the form cannot be used to mail any text to anyone.
 */
export function acknowledgementMail(message: ContactInput, locale: Locale): OutgoingMail {
  const words = copy[locale]
  const order = message.orderNumber?.trim().toUpperCase() ?? ''
  const paragraphs = [
    words.hello,
    words.received,
    ...(order ? [words.order(order)] : []),
    words.answer,
    words.notYou,
  ]
  return {
    kind: contactAcknowledgementKind,
    to: message.email,
    subject: words.subject,
    text: `${paragraphs.join('\n\n')}\n\nComptoir\n`,
    html: `<!doctype html><html lang="${locale}"><body>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>Comptoir</p>
</body></html>`,
  }
}
