import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ambassadorLoginMutation,
  loginMutation,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { createMemoryRateLimiter, type RateLimits } from '../../rate-limit/limiter'

/*
 * A stranger cannot lock an account's owner out: their attempts, wherever they come from, are
 * refused at their own address or slow the account down, and the owner still signs in and still
 * gets a reset link. On the in-process limiter, and on Redis when REDIS_URL is set (as in CI).
 */
const minute = 60_000
const slowdownMs = 250
const rateLimits: Partial<RateLimits> = {
  loginPerAccountAndAddress: [
    { limit: 3, windowMs: minute },
    { limit: 6, windowMs: 15 * minute },
  ],
  loginPerAccount: { limit: 8, windowMs: 15 * minute },
  loginSlowdownMs: slowdownMs,
  loginPerAddress: { limit: 6, windowMs: 15 * minute },
  resetPerAccountAndAddress: { limit: 2, windowMs: 60 * minute },
  resetPerAddress: { limit: 50, windowMs: 15 * minute },
}

const requestResetMutation = graphql(`
  mutation LockoutRequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      errors {
        code
      }
    }
  }
`)

const stores = [
  ['in memory', () => ({ rateLimiter: createMemoryRateLimiter() })],
  ...(process.env.REDIS_URL ? [['on Redis', () => ({})] as const] : []),
] as const

describe.each(stores)('sign-in and reset limits %s', (_name, limiter) => {
  let api: TestApp

  beforeAll(async () => {
    api = await startTestApp({ app: { ...limiter(), rateLimits } })
  })

  afterAll(async () => {
    await api.close()
  })

  /** One `login` or `ambassadorLogin` attempt: its answer code and how long it took. */
  async function attempt(
    kind: 'login' | 'ambassadorLogin',
    email: string,
    password: string,
    ip: string,
  ) {
    const started = performance.now()
    const variables = { input: { email, password } }
    const response =
      kind === 'login'
        ? await api.gql(loginMutation, { variables, ip })
        : await api.gql(ambassadorLoginMutation, { variables, ip })
    const data = response.body.data
    const payload = data && ('login' in data ? data.login : data.ambassadorLogin)
    return {
      code: payload?.token ? 'ok' : (payload?.errors[0]?.code ?? 'none'),
      ms: performance.now() - started,
    }
  }

  async function accountOf(kind: 'login' | 'ambassadorLogin'): Promise<string> {
    if (kind === 'login') {
      const email = uniqueEmail('owner')
      await signUp(api, email)
      return email
    }
    return (await approvedAmbassador(api, 'Locked Owner')).email
  }

  it.each(['login', 'ambassadorLogin'] as const)(
    '%s: 30 wrong attempts from one address refuse that address only; the owner signs in from another at once',
    async (kind) => {
      const email = await accountOf(kind)
      const strangerAddress = kind === 'login' ? '192.0.2.66' : '192.0.2.67'
      const stranger = []
      for (let index = 0; index < 30; index += 1) {
        stranger.push((await attempt(kind, email, 'wrong-guess-000', strangerAddress)).code)
      }
      expect(stranger.slice(0, 3)).toEqual(Array(3).fill('invalid_credentials'))
      expect(stranger.slice(3)).toEqual(Array(27).fill('rate_limited'))
      // Only the three attempts that reached the password count for the account: no slowdown.
      const owner = await attempt(kind, email, strongPassword, '198.51.100.7')
      expect(owner.code).toBe('ok')
      // The stranger's address stays refused, even with the right password.
      expect((await attempt(kind, email, strongPassword, strangerAddress)).code).toBe(
        'rate_limited',
      )
    },
  )

  it.each(['login', 'ambassadorLogin'] as const)(
    '%s: guesses from many addresses slow the account down but never refuse the owner',
    async (kind) => {
      const email = await accountOf(kind)
      const guesses = []
      for (let index = 0; index < 12; index += 1) {
        const address = `203.0.113.${String(kind === 'login' ? index : 100 + index)}`
        guesses.push(await attempt(kind, email, 'wrong-guess-000', address))
      }
      expect(guesses.map((guess) => guess.code)).toEqual(Array(12).fill('invalid_credentials'))
      expect(guesses.slice(8).every((guess) => guess.ms >= slowdownMs)).toBe(true)
      const owner = await attempt(kind, email, strongPassword, '198.51.100.8')
      expect(owner.code).toBe('ok')
      expect(owner.ms).toBeGreaterThanOrEqual(slowdownMs)
    },
  )

  it('refuses a stranger’s reset requests at their address only; the owner still gets a link', async () => {
    const email = uniqueEmail('reset-owner')
    await signUp(api, email)
    const codes = []
    for (let index = 0; index < 6; index += 1) {
      const response = await api.gql(requestResetMutation, {
        variables: { input: { email } },
        ip: '192.0.2.99',
      })
      codes.push(response.body.data?.requestPasswordReset.errors[0]?.code ?? 'ok')
    }
    expect(codes).toEqual([
      'ok',
      'ok',
      'rate_limited',
      'rate_limited',
      'rate_limited',
      'rate_limited',
    ])
    const delivered = api.mail.next(email)
    const owner = await api.gql(requestResetMutation, {
      variables: { input: { email } },
      ip: '198.51.100.9',
    })
    expect(owner.body.data?.requestPasswordReset).toEqual({ ok: true, errors: [] })
    expect((await delivered).link).toMatch(/\/reset-pwd\?token=/)
  })
})
