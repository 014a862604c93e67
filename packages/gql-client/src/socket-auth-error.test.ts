// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { shouldRetrySocket, socketAuthError } from './socket-auth-error'

describe('socketAuthError', () => {
  it('names 4401 and 4403', () => {
    expect(socketAuthError({ code: 4401, reason: 'Unauthorized' })).toBe('unauthenticated')
    expect(socketAuthError({ code: 4403, reason: 'Forbidden' })).toBe('forbidden')
  })

  it('ignores other closes and non-close problems', () => {
    expect(socketAuthError({ code: 1006, reason: '' })).toBeNull()
    expect(socketAuthError(new Error('boom'))).toBeNull()
    expect(socketAuthError(null)).toBeNull()
    expect(socketAuthError('4401')).toBeNull()
  })
})

describe('shouldRetrySocket', () => {
  it('retries everything but auth refusals', () => {
    expect(shouldRetrySocket({ code: 1006, reason: '' })).toBe(true)
    expect(shouldRetrySocket({ code: 4499, reason: 'Terminated' })).toBe(true)
    expect(shouldRetrySocket(new Error('network down'))).toBe(true)
    expect(shouldRetrySocket({ code: 4401, reason: 'Unauthorized' })).toBe(false)
    expect(shouldRetrySocket({ code: 4403, reason: 'Forbidden' })).toBe(false)
  })
})
