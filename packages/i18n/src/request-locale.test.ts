import { describe, expect, it } from 'vitest'

import { localeCookie, localeForRequest, localeFromCookieHeader } from './request-locale'

describe('localeFromCookieHeader', () => {
  it('reads the remembered language among other cookies', () => {
    expect(localeFromCookieHeader('a=1; comptoir.locale=fr; apollo:public.token=x')).toBe('fr')
    expect(localeFromCookieHeader('comptoir.locale=de')).toBeUndefined()
    expect(localeFromCookieHeader(undefined)).toBeUndefined()
  })

  it('reads back what localeCookie writes', () => {
    document.cookie = localeCookie('fr')
    expect(localeFromCookieHeader(document.cookie)).toBe('fr')
    document.cookie = localeCookie('en')
    expect(localeFromCookieHeader(document.cookie)).toBe('en')
  })
})

describe('localeForRequest', () => {
  it('prefers the remembered choice, then Accept-Language, then English', () => {
    expect(localeForRequest({ cookie: 'comptoir.locale=en', acceptLanguage: 'fr-FR' })).toBe('en')
    expect(localeForRequest({ cookie: 'other=1', acceptLanguage: 'de;q=0.9, fr;q=0.8' })).toBe('fr')
    expect(localeForRequest({})).toBe('en')
  })
})
