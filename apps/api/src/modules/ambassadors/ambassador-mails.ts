import type { Locale } from '@comptoir/i18n/locales'

import type { OutgoingMail } from '../mail/outbox.service'
import { formatEuros, formatMoment } from './ambassador-errors'

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

interface MailParts {
  kind: string
  to: string
  locale: Locale
  subject: string
  paragraphs: string[]
  link?: { href: string; label: string }
}

function compose(parts: MailParts): OutgoingMail {
  const text = [
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.link ? [parts.link.href, ''] : []),
    'Comptoir',
  ].join('\n')
  const html = `<!doctype html><html lang="${parts.locale}"><body>
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${parts.link ? `<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.label)}</a></p>` : ''}
<p>Comptoir</p>
</body></html>`
  return {
    kind: parts.kind,
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    ...(parts.link ? { link: parts.link.href } : {}),
  }
}

const greeting = (name: string, locale: Locale) =>
  locale === 'fr' ? `Bonjour ${name},` : `Hello ${name},`

/** Tells an applicant their application was approved, with their code and the portal's link. */
export function applicationApprovedMail(options: {
  to: string
  name: string
  code: string
  portalUrl: string
  locale: Locale
}): OutgoingMail {
  const { locale } = options
  return compose({
    kind: 'ambassador-approved',
    to: options.to,
    locale,
    subject:
      locale === 'fr'
        ? 'Bienvenue dans le programme ambassadeurs Comptoir'
        : 'Welcome to the Comptoir ambassador programme',
    paragraphs: [
      greeting(options.name, locale),
      locale === 'fr'
        ? `Votre candidature est acceptée. Votre code ambassadeur est ${options.code} : partagez-le, et chaque commande passée avec lui vous rapporte une commission.`
        : `Your application is approved. Your ambassador code is ${options.code}: share it, and every order placed with it earns you a commission.`,
    ],
    link: {
      href: options.portalUrl,
      label: locale === 'fr' ? 'Ouvrir mon espace ambassadeur' : 'Open my ambassador space',
    },
  })
}

/** Tells an applicant their application was rejected, and why. */
export function applicationRejectedMail(options: {
  to: string
  name: string
  reason: string
  locale: Locale
}): OutgoingMail {
  const { locale } = options
  return compose({
    kind: 'ambassador-rejected',
    to: options.to,
    locale,
    subject:
      locale === 'fr'
        ? 'Votre candidature au programme ambassadeurs Comptoir'
        : 'Your application to the Comptoir ambassador programme',
    paragraphs: [
      greeting(options.name, locale),
      locale === 'fr'
        ? 'Merci de votre intérêt. Nous ne pouvons pas retenir votre candidature pour la raison suivante :'
        : 'Thank you for your interest. We cannot accept your application, for this reason:',
      options.reason,
      locale === 'fr'
        ? 'Vous pourrez postuler de nouveau quand la situation aura changé.'
        : 'You are welcome to apply again once things have changed.',
    ],
  })
}

/** Tells an ambassador a payout was paid or rejected. */
export function payoutDecisionMail(options: {
  to: string
  name: string
  amountCents: number
  status: 'PAID' | 'REJECTED'
  reason: string | null
  portalUrl: string
  locale: Locale
  /** The payout's statement goes with it (a PDF attachment). */
  statementAttached?: boolean
}): OutgoingMail {
  const { locale } = options
  const amount = formatEuros(options.amountCents, locale)
  const paid = options.status === 'PAID'
  const fr = locale === 'fr'
  return compose({
    kind: paid ? 'ambassador-payout-paid' : 'ambassador-payout-rejected',
    to: options.to,
    locale,
    subject: paid
      ? fr
        ? `Votre paiement de ${amount} est en route`
        : `Your payout of ${amount} is on its way`
      : fr
        ? `Votre demande de paiement de ${amount}`
        : `Your payout request of ${amount}`,
    paragraphs: [
      greeting(options.name, locale),
      paid
        ? fr
          ? `Nous avons viré ${amount} sur votre compte.`
          : `We have transferred ${amount} to your account.`
        : fr
          ? `Votre demande de paiement de ${amount} n’a pas pu être réglée : ${options.reason ?? ''}`
          : `Your payout request of ${amount} could not be paid: ${options.reason ?? ''}`,
      ...(paid && options.statementAttached
        ? [
            fr
              ? 'Le relevé de ce paiement, avec chaque commission qu’il règle, est joint à cet e-mail (PDF).'
              : 'The statement of this payout, with each commission it pays, is attached (PDF).',
          ]
        : []),
    ],
    link: {
      href: options.portalUrl,
      label: fr ? 'Voir mes paiements' : 'See my payouts',
    },
  })
}

/**
 * Tells an ambassador a new order is attributed to them. Rendered before the order has its
 * number and before the recipient is known: `markers.number` and `markers.name` stand for them,
 * and the attribution's write puts them in (it escapes the name for the HTML part).
 */
export function newOrderMail(options: {
  salesCents: number
  commissionCents: number
  markers: { number: string; name: string }
  portalUrl: string
  locale: Locale
}): Omit<OutgoingMail, 'to'> {
  const { locale, markers } = options
  const fr = locale === 'fr'
  const sales = formatEuros(options.salesCents, locale)
  const commission = formatEuros(options.commissionCents, locale)
  const { to: _recipient, ...mail } = compose({
    kind: 'ambassador-new-order',
    to: '',
    locale,
    subject: fr
      ? `Nouvelle commande ${markers.number} : ${commission} de commission`
      : `New order ${markers.number}: ${commission} of commission`,
    paragraphs: [
      greeting(markers.name, locale),
      fr
        ? `La commande ${markers.number} (${sales} d’articles) vous est attribuée. Elle vous rapportera ${commission} une fois payée, livrée et passé le délai de retour.`
        : `Order ${markers.number} (${sales} of goods) is attributed to you. It will earn you ${commission} once it is paid, delivered and past its return window.`,
    ],
    link: {
      href: `${options.portalUrl}/orders`,
      label: fr ? 'Voir mes commandes' : 'See my orders',
    },
  })
  return mail
}

/** Tells an ambassador which of their commissions were just approved, and what that adds. */
export function commissionsApprovedMail(options: {
  to: string
  name: string
  orderNumbers: string[]
  amountCents: number
  portalUrl: string
  locale: Locale
}): OutgoingMail {
  const { locale } = options
  const fr = locale === 'fr'
  const amount = formatEuros(options.amountCents, locale)
  const count = options.orderNumbers.length
  const orders = options.orderNumbers.join(', ')
  return compose({
    kind: 'ambassador-commission-approved',
    to: options.to,
    locale,
    subject: fr ? `${amount} de commission validée` : `${amount} of commission approved`,
    paragraphs: [
      greeting(options.name, locale),
      fr
        ? `${count === 1 ? 'La commission de la commande' : 'Les commissions des commandes'} ${orders} ${count === 1 ? 'est validée' : 'sont validées'} : le délai de retour est passé. ${amount} ${count === 1 ? 's’ajoute' : 's’ajoutent'} à votre solde.`
        : `The commission${count === 1 ? '' : 's'} of order${count === 1 ? '' : 's'} ${orders} ${count === 1 ? 'is' : 'are'} approved: the return window has passed. ${amount} ${count === 1 ? 'is' : 'are'} added to your balance.`,
      fr
        ? 'Vous pouvez demander un paiement dès que votre solde atteint le minimum.'
        : 'You can ask for a payout once your balance reaches the minimum.',
    ],
    link: {
      href: `${options.portalUrl}/payouts`,
      label: fr ? 'Voir mon solde' : 'See my balance',
    },
  })
}

/**
 * Tells an ambassador their payout account was set, changed or removed, whatever their e-mail
 * preferences: if it was not them, they learn it before any payout leaves for the new account.
 */
export function payoutAccountChangedMail(options: {
  to: string
  name: string
  /** The new IBAN, masked; null when it was removed. */
  maskedIban: string | null
  /** When payouts to the new IBAN may start; null when removed or not held. */
  payoutsFrom: Date | null
  portalUrl: string
  locale: Locale
}): OutgoingMail {
  const { locale, maskedIban, payoutsFrom } = options
  const fr = locale === 'fr'
  const when = payoutsFrom ? formatMoment(payoutsFrom, locale) : ''
  return compose({
    kind: 'ambassador-payout-account',
    to: options.to,
    locale,
    subject: fr
      ? 'Votre compte de versement a été modifié'
      : 'Your payout account has been changed',
    paragraphs: [
      greeting(options.name, locale),
      maskedIban
        ? fr
          ? `Vos versements iront désormais sur l’IBAN ${maskedIban}.${when ? ` Par sécurité, aucun versement n’y part avant le ${when} (heure de Paris).` : ''}`
          : `Your payouts will now go to the IBAN ${maskedIban}.${when ? ` For your safety, no payout leaves for it before ${when} (Paris time).` : ''}`
        : fr
          ? 'L’IBAN de vos versements a été retiré de votre profil.'
          : 'The IBAN of your payouts has been removed from your profile.',
      fr
        ? 'Si ce n’est pas vous, choisissez un nouveau mot de passe tout de suite (toutes les sessions se terminent) et corrigez votre IBAN dans vos réglages.'
        : 'If this was not you, choose a new password right away (every session ends) and correct your IBAN in your settings.',
    ],
    link: {
      href: `${options.portalUrl}/forgot-pwd`,
      label: fr ? 'Choisir un nouveau mot de passe' : 'Choose a new password',
    },
  })
}
