// @vitest-environment node
import type { Locale } from '@comptoir/i18n/locales'
import { describe, expect, it } from 'vitest'

import { createFetchOptions } from './fetch-options'
import type { TokenStorage } from './token-storage'

function memoryStorage(initial: string | null): TokenStorage & { token: string | null } {
  return {
    token: initial,
    read() {
      return this.token
    },
    write(token) {
      this.token = token
    },
    remove() {
      this.token = null
    },
  }
}

describe('createFetchOptions', () => {
  it('includes credentials, the locale and the auth header', () => {
    const options = createFetchOptions({
      settings: { authHeader: 'Authorization', authType: 'Bearer' },
      storage: memoryStorage('abc'),
      getLocale: () => 'fr',
    })
    expect(options()).toEqual({
      credentials: 'include',
      headers: { 'Accept-Language': 'fr', Authorization: 'Bearer abc' },
    })
  })

  it('reads the token and the locale again before every request', () => {
    const storage = memoryStorage(null)
    let locale: Locale = 'en'
    const options = createFetchOptions({
      settings: { authHeader: 'Authorization', authType: 'Bearer' },
      storage,
      getLocale: () => locale,
    })
    expect(options().headers).toEqual({ 'Accept-Language': 'en' })
    storage.write('Basic xyz')
    locale = 'fr'
    expect(options().headers).toEqual({ 'Accept-Language': 'fr', Authorization: 'Basic xyz' })
    storage.remove()
    expect(options().headers).toEqual({ 'Accept-Language': 'fr' })
  })
})
