import { defaultLocale, isLocale, negotiateLocale, type Locale } from './locales'
import { localeCookie } from './request-locale'

/** localStorage key holding the language the visitor picked. */
export const localeStorageKey = 'comptoir:locale'

/** The part of the Web Storage API the language choice needs. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>

function browserStorage(): LocaleStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage access throws when the browser blocks site data.
    return undefined
  }
}

/** Reads the remembered language, if any and if still supported. */
export function readStoredLocale(storage = browserStorage()): Locale | undefined {
  try {
    const stored = storage?.getItem(localeStorageKey)
    return isLocale(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

/**
 * Remembers the visitor's language for the next visits, in local storage and in a cookie that
 * server renders read (`localeForRequest` of `./request-locale`). Storage failures are ignored.
 */
export function storeLocale(locale: Locale, storage = browserStorage()): void {
  try {
    storage?.setItem(localeStorageKey, locale)
  } catch {
    // A full or blocked storage only loses the memory of the choice.
  }
  if (typeof document !== 'undefined') document.cookie = localeCookie(locale)
}

/** The browser's preferred languages, best first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language]
}

/** Where {@link detectLocale} looks; each source defaults to the browser's own. */
export interface DetectLocaleOptions {
  /** Storage holding the remembered choice (default: localStorage). */
  storage?: LocaleStorage | undefined
  /** Preferred languages, best first (default: `navigator.languages`). */
  languages?: readonly string[]
}

/**
 * Picks the language to show: the remembered choice first, then the browser's preferences,
 * then English.
 */
export function detectLocale(options: DetectLocaleOptions = {}): Locale {
  const stored = readStoredLocale('storage' in options ? options.storage : browserStorage())
  if (stored) return stored
  const languages = options.languages ?? browserLanguages()
  return languages.length > 0 ? negotiateLocale(languages) : defaultLocale
}

/** Makes `<html lang>` follow the active language. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
