import type { Locale } from '@comptoir/i18n/locales'

import type { OutgoingMail } from '../mail/outbox.service'

const copy = {
  en: {
    subject: 'You are invited to the Comptoir back office',
    greeting: (name: string) => `Hello ${name},`,
    body: (inviter: string) =>
      `${inviter} invites you to run the shop with them in the Comptoir back office. Open this link within 72 hours to choose your password and set up your authenticator app:`,
    action: 'Accept the invitation',
    ignore: 'If you did not expect this invitation, ignore this e-mail.',
  },
  fr: {
    subject: 'Vous êtes invité·e dans l’administration de Comptoir',
    greeting: (name: string) => `Bonjour ${name},`,
    body: (inviter: string) =>
      `${inviter} vous invite à gérer la boutique dans l’administration de Comptoir. Ouvrez ce lien dans les 72 heures pour choisir votre mot de passe et configurer votre application d’authentification :`,
    action: 'Accepter l’invitation',
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  },
} satisfies Record<Locale, unknown>

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The invitation of a staff member, in the language the owner chose for them. */
export function staffInvitationMail(
  to: string,
  name: string,
  inviter: string,
  link: string,
  locale: Locale,
): OutgoingMail {
  const words = copy[locale]
  const text = [
    words.greeting(name),
    '',
    words.body(inviter),
    link,
    '',
    words.ignore,
    '',
    'Comptoir',
  ]
  const html = `<!doctype html><html lang="${locale}"><body>
<p>${escapeHtml(words.greeting(name))}</p>
<p>${escapeHtml(words.body(inviter))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>
<p>${escapeHtml(words.ignore)}</p>
<p>Comptoir</p>
</body></html>`
  return { kind: 'staff-invitation', to, subject: words.subject, text: text.join('\n'), html, link }
}
