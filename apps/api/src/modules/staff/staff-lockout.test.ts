import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { createOwner, staffPassword, staffSignInMutation } from '../../../test/staff'
import { createMemoryRateLimiter, type RateLimits } from '../../rate-limit/limiter'

/*
 * A stranger cannot lock a staff member out of the back office: their password guesses are
 * refused at their own address or slow the account down, and the member still gets the second
 * step. On the in-process limiter, and on Redis when REDIS_URL is set (as in CI).
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
}

const stores = [
  ['in memory', () => ({ rateLimiter: createMemoryRateLimiter() })],
  ...(process.env.REDIS_URL ? [['on Redis', () => ({})] as const] : []),
] as const

describe.each(stores)('staff sign-in limits %s', (_name, limiter) => {
  let api: TestApp

  beforeAll(async () => {
    api = await startTestApp({ app: { ...limiter(), rateLimits } })
  })

  afterAll(async () => {
    await api.close()
  })

  /** One password step: its answer code (`ok` with a challenge) and how long it took. */
  async function attempt(email: string, password: string, ip: string) {
    const started = performance.now()
    const response = await api.gql(staffSignInMutation, {
      path: '/gql/admin',
      variables: { input: { email, password } },
      ip,
    })
    const payload = response.body.data?.staffSignIn
    return {
      code: payload?.challenge ? 'ok' : (payload?.errors[0]?.code ?? 'none'),
      ms: performance.now() - started,
    }
  }

  it('30 wrong passwords from one address refuse that address only; the owner signs in from another at once', async () => {
    const { email } = await createOwner(api)
    const stranger = []
    for (let index = 0; index < 30; index += 1) {
      stranger.push((await attempt(email, 'wrong-guess-000', '192.0.2.68')).code)
    }
    expect(stranger.slice(0, 3)).toEqual(Array(3).fill('invalid_credentials'))
    expect(stranger.slice(3)).toEqual(Array(27).fill('rate_limited'))
    const owner = await attempt(email, staffPassword, '198.51.100.10')
    expect(owner.code).toBe('ok')
    expect((await attempt(email, staffPassword, '192.0.2.68')).code).toBe('rate_limited')
  })

  it('guesses from many addresses slow the account down but never refuse the owner', async () => {
    const { email } = await createOwner(api)
    const guesses = []
    for (let index = 0; index < 12; index += 1) {
      guesses.push(await attempt(email, 'wrong-guess-000', `203.0.113.${String(200 + index)}`))
    }
    expect(guesses.map((guess) => guess.code)).toEqual(Array(12).fill('invalid_credentials'))
    expect(guesses.slice(8).every((guess) => guess.ms >= slowdownMs)).toBe(true)
    const owner = await attempt(email, staffPassword, '198.51.100.11')
    expect(owner.code).toBe('ok')
    expect(owner.ms).toBeGreaterThanOrEqual(slowdownMs)
  })
})
