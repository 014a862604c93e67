import { describe, expect, it } from 'vitest'

import { isLocale, localeFromAcceptLanguage, negotiateLocale } from './locales'

describe('negotiateLocale', () => {
  it('takes the first supported language, matching regional variants', () => {
    expect(negotiateLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr')
    expect(negotiateLocale(['EN-gb'])).toBe('en')
  })

  it('falls back to English when nothing matches', () => {
    expect(negotiateLocale(['de', 'es'])).toBe('en')
    expect(negotiateLocale([])).toBe('en')
  })
})

describe('localeFromAcceptLanguage', () => {
  it('honours q-values over order', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, fr;q=0.9')).toBe('fr')
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr')
  })

  it('ignores refused languages and unreadable headers', () => {
    expect(localeFromAcceptLanguage('fr;q=0, de')).toBe('en')
    expect(localeFromAcceptLanguage(undefined)).toBe('en')
    expect(localeFromAcceptLanguage(',;;')).toBe('en')
  })
})

describe('isLocale', () => {
  it('accepts only en and fr', () => {
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale(1)).toBe(false)
  })
})
