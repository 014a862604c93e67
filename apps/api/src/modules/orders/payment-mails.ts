import type { Locale } from '@comptoir/i18n/locales'

import type { OutgoingMail } from '../mail/outbox.service'
import type { BankTransferInstructions } from './bank-transfer'
import { euros, html } from './mail-layout'

/** The kinds of outbox message about an unpaid order, rendered from the order when sent. */
export const paymentReminderKind = 'order-payment-reminder'
export const paymentExpiredKind = 'order-payment-expired'

const dates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
}

const copy = {
  en: {
    transferTo: (amount: string) => `To pay, make a bank transfer of ${amount} to:`,
    holder: (holder: string) => `Account holder: ${holder}`,
    iban: (iban: string) => `IBAN: ${iban}`,
    bic: (bic: string) => `BIC: ${bic}`,
    reference: (number: string) =>
      `Reference: ${number} (your order number, so that we recognise your transfer)`,
    payBy: (date: string) =>
      `Pay by ${date}: after that the order is cancelled and its items go back on sale.`,
    reminderSubject: (number: string) => `Reminder: order ${number} awaits your bank transfer`,
    reminder: (number: string) =>
      `We have not received the bank transfer for order ${number} yet; its items are set aside for you.`,
    alreadyPaid: 'If you have already paid, thank you: a transfer can take a few days to arrive.',
    expiredSubject: (number: string) => `Your Comptoir order ${number} is cancelled`,
    expired: (number: string) =>
      `We did not receive the payment for order ${number} in time, so it is cancelled and its items are back on sale. Nothing is due.`,
    again: 'If you still want these items, you can order them again in the shop.',
    follow: 'See the order:',
    action: 'See my order',
  },
  fr: {
    transferTo: (amount: string) => `Pour payer, faites un virement de ${amount} à\u202f:`,
    holder: (holder: string) => `Titulaire du compte\u202f: ${holder}`,
    iban: (iban: string) => `IBAN\u202f: ${iban}`,
    bic: (bic: string) => `BIC\u202f: ${bic}`,
    reference: (number: string) =>
      `Référence\u202f: ${number} (votre numéro de commande, pour que nous reconnaissions votre virement)`,
    payBy: (date: string) =>
      `À payer au plus tard le ${date}\u202f: passé cette date, la commande est annulée et ses articles sont remis en vente.`,
    reminderSubject: (number: string) =>
      `Rappel\u202f: la commande ${number} attend votre virement`,
    reminder: (number: string) =>
      `Nous n’avons pas encore reçu le virement de la commande ${number}\u202f; ses articles vous sont réservés.`,
    alreadyPaid:
      'Si vous avez déjà payé, merci\u202f: un virement peut mettre quelques jours à arriver.',
    expiredSubject: (number: string) => `Votre commande Comptoir ${number} est annulée`,
    expired: (number: string) =>
      `Nous n’avons pas reçu le paiement de la commande ${number} à temps\u202f: elle est annulée et ses articles sont remis en vente. Vous ne devez rien.`,
    again:
      'Si vous souhaitez toujours ces articles, vous pouvez les commander à nouveau dans la boutique.',
    follow: 'Voir la commande\u202f:',
    action: 'Voir ma commande',
  },
} satisfies Record<Locale, unknown>

/** The lines that tell how to pay an order by transfer: amount, account, reference, deadline. */
export function bankTransferParagraphs(
  transfer: BankTransferInstructions,
  locale: Locale,
): string[] {
  const text = copy[locale]
  return [
    text.transferTo(euros(transfer.amountCents, locale)),
    text.holder(transfer.holder),
    text.iban(transfer.iban),
    text.bic(transfer.bic),
    text.reference(transfer.reference),
    text.payBy(dates[locale].format(transfer.payBy)),
  ]
}

/** What the e-mails about an unpaid order say of it. */
export interface UnpaidOrderMailFacts {
  number: string
  email: string
  locale: Locale
  /** The order page (without its access token: the guest signs in or asks for the link). */
  link: string
}

function mail(
  kind: string,
  order: UnpaidOrderMailFacts,
  subject: string,
  paragraphs: string[],
): OutgoingMail {
  const text = copy[order.locale]
  const all = [...paragraphs, text.follow]
  return {
    kind,
    to: order.email,
    subject,
    text: [...all, order.link, '', 'Comptoir'].join('\n'),
    html: html(order.locale, all, order.link, text.action),
    link: order.link,
  }
}

/** The reminder of an order still awaiting its bank transfer, with the details again. */
export function paymentReminderMail(
  order: UnpaidOrderMailFacts,
  transfer: BankTransferInstructions,
): OutgoingMail {
  const text = copy[order.locale]
  return mail(paymentReminderKind, order, text.reminderSubject(order.number), [
    text.reminder(order.number),
    ...bankTransferParagraphs(transfer, order.locale),
    text.alreadyPaid,
  ])
}

/** The notice that an order never paid is cancelled and its items released. */
export function paymentExpiredMail(order: UnpaidOrderMailFacts): OutgoingMail {
  const text = copy[order.locale]
  return mail(paymentExpiredKind, order, text.expiredSubject(order.number), [
    text.expired(order.number),
    text.again,
  ])
}
