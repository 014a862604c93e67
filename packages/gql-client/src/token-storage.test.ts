import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createTokenStorage,
  hasTokenCookie,
  tokenCookieMaxAge,
  tokenFromCookieHeader,
  tokenStorageKey,
} from './token-storage'

/** Records every string assigned to `document.cookie` from now on (the writes still happen). */
function spyOnCookieWrites(): () => string[] {
  const setter = vi.spyOn(document, 'cookie', 'set')
  return () => setter.mock.calls.map(([value]) => value)
}

afterEach(() => {
  for (const scope of ['public', 'oldPublic', 'ambassador'] as const) {
    createTokenStorage(scope, 'cookie').remove()
  }
  localStorage.clear()
})

describe('tokenStorageKey', () => {
  it('names the entry apollo:{scope}.token', () => {
    expect(tokenStorageKey('oldPublic')).toBe('apollo:oldPublic.token')
    expect(tokenStorageKey('public')).toBe('apollo:public.token')
    expect(tokenStorageKey('ambassador')).toBe('apollo:ambassador.token')
  })
})

describe('cookie token storage', () => {
  it('writes the exact cookie name and attributes', () => {
    const writes = spyOnCookieWrites()
    createTokenStorage('oldPublic', 'cookie').write('abc')
    expect(tokenCookieMaxAge).toBe(604800)
    expect(writes()).toEqual([
      'apollo:oldPublic.token=abc; path=/; max-age=604800; secure; SameSite=Lax',
    ])
  })

  it('reads back what it wrote, encoding unsafe characters', () => {
    const writes = spyOnCookieWrites()
    const storage = createTokenStorage('ambassador', 'cookie')
    expect(storage.read()).toBeNull()
    storage.write('Bearer a;b=c,d é')
    expect(writes()[0]).toMatch(/^apollo:ambassador\.token=Bearer%20a%3Bb%3Dc%2Cd%20%C3%A9; /)
    expect(storage.read()).toBe('Bearer a;b=c,d é')
  })

  it('keeps each scope apart', () => {
    createTokenStorage('public', 'cookie').write('one')
    createTokenStorage('oldPublic', 'cookie').write('two')
    expect(createTokenStorage('public', 'cookie').read()).toBe('one')
    expect(createTokenStorage('oldPublic', 'cookie').read()).toBe('two')
    expect(createTokenStorage('ambassador', 'cookie').read()).toBeNull()
  })

  it('removes the cookie with max-age=0', () => {
    const storage = createTokenStorage('public', 'cookie')
    storage.write('abc')
    const writes = spyOnCookieWrites()
    storage.remove()
    expect(writes()).toEqual(['apollo:public.token=; path=/; max-age=0; secure; SameSite=Lax'])
    expect(storage.read()).toBeNull()
    expect(document.cookie).not.toMatch(/apollo:public\.token=[^;]/)
  })

  it('reads a malformed cookie value as no token', () => {
    document.cookie = 'apollo:public.token=%E0%A4%A; path=/'
    expect(createTokenStorage('public', 'cookie').read()).toBeNull()
  })
})

describe('localStorage token storage', () => {
  it('keeps the token in an entry of the same name, without touching cookies', () => {
    const writes = spyOnCookieWrites()
    const storage = createTokenStorage('ambassador', 'localStorage')
    storage.write('Bearer abc')
    expect(localStorage.getItem('apollo:ambassador.token')).toBe('Bearer abc')
    expect(storage.read()).toBe('Bearer abc')
    expect(writes()).toEqual([])
  })

  it('deletes the entry on remove', () => {
    const storage = createTokenStorage('public', 'localStorage')
    storage.write('abc')
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem')
    storage.remove()
    expect(removeItem).toHaveBeenCalledWith('apollo:public.token')
    expect(localStorage.getItem('apollo:public.token')).toBeNull()
    expect(storage.read()).toBeNull()
  })
})

describe('tokens in a request’s Cookie header', () => {
  const odd: [cookie: string | undefined, publicToken: string | null][] = [
    [undefined, null],
    ['', null],
    ['apollo:public.token=', null],
    ['apollo:public.token= ', null],
    ['apollo:public.token=""', null],
    ['apollo:public.token=%20', null],
    ['apollo:public.token=%E0%A4%A', null],
    ['apollo:public.token= x', 'x'],
    ['apollo:public.token=\tx', 'x'],
    ['apollo:public.token = x', 'x'],
    ['apollo:public.token="x"', 'x'],
    ['apollo:public.token=" x "', 'x'],
    ['apollo:public.token=Bearer%20x', 'Bearer x'],
    ['a=1;apollo:public.token=x;b=2', 'x'],
    ['apollo:public.token=; apollo:public.token=x', null],
    ['apollo:public.token=x; apollo:public.token=', 'x'],
    ['apollo:public.tokens=x', null],
    ['xapollo:public.token=x', null],
    ['apollo%3Apublic.token=x', null],
    ['APOLLO:PUBLIC.TOKEN=x', null],
  ]

  it.each(odd)('reads %j as the public token %j', (cookie, token) => {
    expect(tokenFromCookieHeader(cookie, 'public')).toBe(token)
  })

  it('calls a request signed in exactly when some scope’s token reads as present', () => {
    for (const [cookie, token] of odd) expect(hasTokenCookie(cookie)).toBe(token !== null)
    expect(hasTokenCookie('apollo:ambassador.token= y')).toBe(true)
    expect(hasTokenCookie('apollo:oldPublic.token="z"')).toBe(true)
    expect(hasTokenCookie('apollo:other.token=z; comptoir.locale=fr')).toBe(false)
  })

  it('reads document.cookie with the same rule', () => {
    document.cookie = 'apollo:public.token="x"; path=/'
    expect(createTokenStorage('public', 'cookie').read()).toBe('x')
  })
})
