import type { Locale } from '@comptoir/i18n/locales'

import type { OutgoingMail } from './outbox.service'

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const resetCopy = {
  en: {
    subject: 'Reset your Comptoir password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your Comptoir account. To choose a new password, open this link within one hour:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Comptoir',
    greeting: (name: string) => `Bonjour ${name},`,
    body: 'Une demande de réinitialisation du mot de passe de votre compte Comptoir a été faite. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
    action: 'Choisir un nouveau mot de passe',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
  },
} satisfies Record<Locale, unknown>

/** The password-reset e-mail, in the account's language. */
export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  locale: Locale,
): OutgoingMail {
  const copy = resetCopy[locale]
  const text = [copy.greeting(name), '', copy.body, link, '', copy.ignore, '', 'Comptoir'].join(
    '\n',
  )
  const html = `<!doctype html><html lang="${locale}"><body>
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(copy.ignore)}</p>
<p>Comptoir</p>
</body></html>`
  return { kind: 'password-reset', to, subject: copy.subject, text, html, link }
}
