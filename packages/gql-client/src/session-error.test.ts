// @vitest-environment node
import { CombinedError } from '@urql/core'
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'

import { sessionErrorOf } from './session-error'

const withCode = (code: string, status = 200): CombinedError =>
  new CombinedError({
    graphQLErrors: [new GraphQLError('Refused', { extensions: { code } })],
    response: new Response(null, { status }),
  })

describe('sessionErrorOf', () => {
  it('reads the GraphQL error code', () => {
    expect(sessionErrorOf(withCode('UNAUTHENTICATED', 401))).toBe('unauthenticated')
    expect(sessionErrorOf(withCode('FORBIDDEN', 403))).toBe('forbidden')
  })

  it('falls back on the HTTP status', () => {
    expect(sessionErrorOf(withCode('SOMETHING_ELSE', 401))).toBe('unauthenticated')
    expect(sessionErrorOf(withCode('SOMETHING_ELSE', 403))).toBe('forbidden')
  })

  it('reads socket refusals', () => {
    const closed = (code: number) =>
      new CombinedError({ networkError: Object.assign(new Error('closed'), { code }) })
    expect(sessionErrorOf(closed(4401))).toBe('unauthenticated')
    expect(sessionErrorOf(closed(4403))).toBe('forbidden')
    expect(sessionErrorOf(closed(1006))).toBeNull()
  })

  it('leaves every other error alone', () => {
    expect(sessionErrorOf(withCode('BAD_USER_INPUT', 400))).toBeNull()
    expect(sessionErrorOf(withCode('INTERNAL_SERVER_ERROR', 200))).toBeNull()
    expect(sessionErrorOf(new CombinedError({ networkError: new Error('offline') }))).toBeNull()
  })
})
