/** The languages Comptoir speaks. The first one is the default and the fallback. */
export const locales = ['en', 'fr'] as const

/** One of the supported languages. */
export type Locale = (typeof locales)[number]

/** Language used when nothing else is known, and for any missing translation. */
export const defaultLocale: Locale = 'en'

/** Tells whether a value names a supported language. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * Picks the first supported language from a list of preferences, best first
 * (`navigator.languages`, or the tags of an Accept-Language header).
 * Regional variants match their language (`fr-CA` → `fr`); nothing matching gives the default.
 */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0]
    if (isLocale(language)) return language
  }
  return defaultLocale
}

/**
 * Parses an HTTP Accept-Language header into the best supported language, honouring q-values.
 * A missing or unreadable header gives the default language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number.parseFloat(q.slice(2)) : 1
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return negotiateLocale(ranked.map((entry) => entry.tag))
}
