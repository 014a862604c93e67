import { isLocale, localeFromAcceptLanguage, type Locale } from './locales'

/** Cookie repeating the visitor's language choice, so a server render can speak it too. */
export const localeCookieName = 'comptoir.locale'

/** Lifetime of the language cookie: one year, in seconds. */
export const localeCookieMaxAge = 31_536_000

/**
 * The `document.cookie` assignment that remembers a language for server renders
 * (`comptoir.locale=fr; path=/; max-age=31536000; SameSite=Lax`).
 *
 * @param locale the language picked
 * @returns the cookie string to assign
 */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; path=/; max-age=${String(localeCookieMaxAge)}; SameSite=Lax`
}

/**
 * The language remembered in a `Cookie` header (the request's, or `document.cookie`).
 *
 * @param cookieHeader the cookies, `name=value` pairs separated by `;`
 * @returns the language, or `undefined` when absent or unsupported
 */
export function localeFromCookieHeader(
  cookieHeader: string | null | undefined,
): Locale | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === localeCookieName && isLocale(value)) return value
  }
  return undefined
}

/** What a server knows of a page request's language. */
export interface LocaleRequest {
  /** The request's `Cookie` header. */
  readonly cookie?: string | null | undefined
  /** The request's `Accept-Language` header. */
  readonly acceptLanguage?: string | null | undefined
}

/**
 * The language to render a page request in, as the browser will pick it: the visitor's
 * remembered choice (cookie) first, then `Accept-Language`, then English.
 *
 * @param request the request's cookie and Accept-Language headers
 * @returns the language
 */
export function localeForRequest(request: LocaleRequest): Locale {
  return localeFromCookieHeader(request.cookie) ?? localeFromAcceptLanguage(request.acceptLanguage)
}
