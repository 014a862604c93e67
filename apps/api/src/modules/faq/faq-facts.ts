import type { Locale } from '@comptoir/i18n/locales'

/** A delivery method as checkout charges it. */
export interface FaqShippingMethod {
  code: string
  priceCents: number
  /** Merchandise total from which it is free; null: never free. */
  freeFromCents: number | null
  minDays: number
  maxDays: number
}

/** What the FAQ's answers state, from the settings checkout and the programme apply. */
export interface FaqSettings {
  shippingMethods: readonly FaqShippingMethod[]
  vatRatePercent: number
  /** Days after delivery during which an item may be sent back (the programme's hold). */
  returnWindowDays: number
  referralWindowDays: number
  minimumPayoutCents: number
}

/** Euros in the language's way, without decimals when whole: `€60`, `€12.90`; `60 €`, `12,90 €`. */
function formatEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100)
}

function dayRange(min: number, max: number, locale: Locale): string {
  if (min === max) return String(min)
  return locale === 'fr' ? `${String(min)} à ${String(max)}` : `${String(min)}–${String(max)}`
}

/**
 * The values an answer may name, as `{expressPrice}`, `{standardDays}`, `{standardFreeFrom}`,
 * `{vatRate}`, `{returnDays}`, `{referralDays}` or `{minimumPayout}`, written in the language.
 */
export function faqFacts(settings: FaqSettings, locale: Locale): Map<string, string> {
  const facts = new Map<string, string>([
    ['vatRate', String(settings.vatRatePercent)],
    ['returnDays', String(settings.returnWindowDays)],
    ['referralDays', String(settings.referralWindowDays)],
    ['minimumPayout', formatEuros(settings.minimumPayoutCents, locale)],
  ])
  for (const method of settings.shippingMethods) {
    const key = method.code.toLowerCase()
    facts.set(`${key}Price`, formatEuros(method.priceCents, locale))
    facts.set(`${key}Days`, dayRange(method.minDays, method.maxDays, locale))
    if (method.freeFromCents !== null) {
      facts.set(`${key}FreeFrom`, formatEuros(method.freeFromCents, locale))
    }
  }
  return facts
}

/** An answer with its `{fact}` placeholders filled in. */
export function fillFacts(text: string, facts: Map<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => facts.get(name) ?? placeholder)
}
