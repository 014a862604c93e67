// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { authHeaders, authHeaderValue } from './auth-header'

describe('authHeaderValue', () => {
  it('puts the auth type before a bare token', () => {
    expect(authHeaderValue('abc', 'Bearer')).toBe('Bearer abc')
  })

  it('does not double a prefix the token already has', () => {
    expect(authHeaderValue('Bearer abc', 'Bearer')).toBe('Bearer abc')
  })

  it('keeps a token that names another scheme', () => {
    expect(authHeaderValue('Basic xyz', 'Bearer')).toBe('Basic xyz')
  })

  it('sends the raw token when no auth type is set', () => {
    expect(authHeaderValue('abc', null)).toBe('abc')
    expect(authHeaderValue('abc', '')).toBe('abc')
    expect(authHeaderValue('abc', undefined)).toBe('abc')
  })

  it('prefixes a token that only contains a space later on', () => {
    expect(authHeaderValue('a.b-c d', 'Bearer')).toBe('Bearer a.b-c d')
  })
})

describe('authHeaders', () => {
  const settings = { authHeader: 'Authorization', authType: 'Bearer' }

  it('sends the token in the configured header', () => {
    expect(authHeaders('abc', settings)).toEqual({ Authorization: 'Bearer abc' })
    expect(authHeaders('abc', { authHeader: 'X-Token', authType: null })).toEqual({
      'X-Token': 'abc',
    })
  })

  it('sends no header without a token', () => {
    expect(authHeaders(null, settings)).toEqual({})
    expect(authHeaders('', settings)).toEqual({})
  })
})
