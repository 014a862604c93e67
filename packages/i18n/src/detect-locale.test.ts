import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  applyDocumentLocale,
  detectLocale,
  localeStorageKey,
  readStoredLocale,
  storeLocale,
} from './detect-locale'
import { localeFromCookieHeader } from './request-locale'

afterEach(() => {
  localStorage.clear()
})

describe('detectLocale', () => {
  it('prefers the remembered choice over the browser', () => {
    localStorage.setItem(localeStorageKey, 'fr')
    expect(detectLocale({ languages: ['en-US'] })).toBe('fr')
  })

  it('uses the browser preferences when nothing is remembered', () => {
    expect(detectLocale({ languages: ['de-DE', 'fr-BE', 'en'] })).toBe('fr')
  })

  it('reads navigator.languages by default', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en'])
    expect(detectLocale()).toBe('fr')
  })

  it('falls back to English for unknown languages and stale stored values', () => {
    localStorage.setItem(localeStorageKey, 'de')
    expect(detectLocale({ languages: ['de', 'it'] })).toBe('en')
    expect(detectLocale({ languages: [] })).toBe('en')
  })

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(detectLocale({ storage, languages: ['fr'] })).toBe('fr')
    expect(() => {
      storeLocale('fr', storage)
    }).not.toThrow()
  })
})

describe('storeLocale', () => {
  it('remembers the choice under comptoir:locale', () => {
    storeLocale('fr')
    expect(localStorage.getItem('comptoir:locale')).toBe('fr')
    expect(readStoredLocale()).toBe('fr')
  })

  it('repeats the choice in the cookie a server render reads', () => {
    storeLocale('fr')
    expect(localeFromCookieHeader(document.cookie)).toBe('fr')
    storeLocale('en')
    expect(localeFromCookieHeader(document.cookie)).toBe('en')
  })
})

describe('applyDocumentLocale', () => {
  it('sets <html lang>', () => {
    applyDocumentLocale('fr')
    expect(document.documentElement.lang).toBe('fr')
    applyDocumentLocale('en')
    expect(document.documentElement.lang).toBe('en')
  })
})
