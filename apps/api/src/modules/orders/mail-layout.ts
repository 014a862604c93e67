import type { Locale } from '@comptoir/i18n/locales'

/** Text made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const formats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
}

/** An amount of euro cents as the buyer's language writes it. */
export function euros(cents: number, locale: Locale): string {
  return formats[locale].format(cents / 100)
}

/** An order e-mail's HTML: its paragraphs, then the button-like link to the order. */
export function html(locale: Locale, paragraphs: string[], link: string, action: string): string {
  return `<!doctype html><html lang="${locale}"><body>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>Comptoir</p>
</body></html>`
}
