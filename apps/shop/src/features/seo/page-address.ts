import { isLocale, locales, type Locale } from '@comptoir/i18n/locales'

/** The query parameter naming a page's language in its address (`/faq?lang=fr`). */
export const languageParameter = 'lang'

/**
 * Parameters that do not make another page: the language, the referral code and the variant
 * chosen on a product page (one address per product for search engines).
 */
const ignoredParameters = new Set([languageParameter, 'ref', 'variant'])

/**
 * The address of a page on the public origin, with its meaningful search parameters and, when
 * given, the language it is shown in, sorted by name: the normal form under which the server keeps
 * an anonymous page, so visitors who follow a canonical or an alternate link (search engines,
 * shared links) get the kept page.
 */
export function pageAddress(origin: string, path: string, search: object, locale?: Locale): string {
  const url = new URL(path, origin)
  for (const [key, value] of Object.entries(search)) {
    if (ignoredParameters.has(key) || value === undefined || value === null || value === '')
      continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      url.searchParams.set(key, String(value))
    }
  }
  if (locale) url.searchParams.set(languageParameter, locale)
  url.searchParams.sort()
  return url.href
}

/** The language a page address asks for (`?lang=fr`), if it names a supported one. */
export function localeFromAddress(search: string): Locale | undefined {
  const requested = new URLSearchParams(search).get(languageParameter)
  return isLocale(requested) ? requested : undefined
}

/**
 * The `<link rel="canonical">` and the `hreflang` alternates of a page (plus `x-default`). The
 * canonical address names the language only when the page's own address did (`?lang=fr`): the
 * address without it serves the visitor's language and is the `x-default`.
 */
export function languageLinks(
  origin: string,
  path: string,
  search: object,
  locale: Locale | undefined,
): { rel: string; href: string; hrefLang?: string }[] {
  return [
    { rel: 'canonical', href: pageAddress(origin, path, search, locale) },
    ...locales.map((language) => ({
      rel: 'alternate',
      hrefLang: language,
      href: pageAddress(origin, path, search, language),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: pageAddress(origin, path, search) },
  ]
}
