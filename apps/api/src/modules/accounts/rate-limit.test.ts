import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'

import { loginMutation, signUp, strongPassword, uniqueEmail } from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { createMemoryRateLimiter } from '../../rate-limit/limiter'

const minute = 60_000
const slowdownMs = 300
let api: TestApp
/** The limiter's clock: the tests move it instead of waiting. */
let now = Date.parse('2026-11-24T10:00:00Z')

beforeAll(async () => {
  api = await startTestApp({
    app: {
      rateLimiter: createMemoryRateLimiter(() => now),
      rateLimits: {
        loginPerAccountAndAddress: [
          { limit: 3, windowMs: minute },
          { limit: 6, windowMs: 15 * minute },
        ],
        loginPerAccount: { limit: 8, windowMs: 15 * minute },
        loginSlowdownMs: slowdownMs,
        loginPerAddress: { limit: 6, windowMs: 15 * minute },
        resetPerAccountAndAddress: { limit: 2, windowMs: minute },
        resetPerAddress: { limit: 50, windowMs: minute },
      },
    },
  })
})

afterAll(async () => {
  await api.close()
})

function login(email: string, password: string, ip: string, headers: Record<string, string> = {}) {
  return api.gql(loginMutation, { variables: { input: { email, password } }, ip, headers })
}

/** A sign-in attempt's answer code and how long it took. */
async function timedLogin(email: string, password: string, ip: string) {
  const started = performance.now()
  const code = codeOf(await login(email, password, ip))
  return { code, ms: performance.now() - started }
}

const codeOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.body.data?.login.errors[0]?.code ?? 'ok'

describe('sign-in rate limits', () => {
  it('slows a stranger guessing from one address with growing waits, never locking the owner out', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const stranger = '10.0.1.66'
    const codes = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push(codeOf(await login(email, 'wrong-guess-000', stranger)))
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'rate_limited',
    ])
    expect((await login(email, strongPassword, stranger)).body.data?.login).toMatchObject({
      token: null,
      errors: [
        { field: null, code: 'rate_limited', message: 'Too many attempts. Try again in 1 minute.' },
      ],
    })
    // The owner, from their own address, is not affected.
    expect(codeOf(await login(email, strongPassword, '10.0.1.7'))).toBe('ok')

    // A minute later the stranger may try again, but the next step waits a quarter of an hour.
    now += minute + 1
    expect(codeOf(await login(email, 'wrong-guess-001', stranger))).toBe('invalid_credentials')
    const slower = await login(email, 'wrong-guess-002', stranger)
    expect(slower.body.data?.login.errors[0]).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/Try again in 1[34] minutes/) as unknown,
    })
    now += 15 * minute
    expect(codeOf(await login(email, 'wrong-guess-003', stranger))).toBe('invalid_credentials')
  })

  it('slows guesses spread over many addresses on one account down, without refusing them', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const attempts = []
    for (let attempt = 0; attempt < 9; attempt += 1) {
      attempts.push(await timedLogin(email, 'wrong-guess-000', `10.0.4.${attempt}`))
    }
    expect(attempts.map((attempt) => attempt.code)).toEqual(Array(9).fill('invalid_credentials'))
    // The ninth is past the account's ceiling: it waits before its answer.
    expect(attempts[8]!.ms).toBeGreaterThanOrEqual(slowdownMs)
    // The owner, from an address without failures, still signs in (after the same wait).
    const owner = await timedLogin(email, strongPassword, '10.0.4.200')
    expect(owner.code).toBe('ok')
    expect(owner.ms).toBeGreaterThanOrEqual(slowdownMs)
    now += 15 * minute + 1
  })

  it('limits attempts per client address across accounts, whatever X-Forwarded-For says', async () => {
    const codes = []
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await login(uniqueEmail('probe'), 'wrong-guess-000', '10.0.2.1', {
        'x-forwarded-for': `203.0.113.${attempt}`,
      })
      codes.push(codeOf(response))
    }
    expect(codes.slice(0, 6).every((code) => code === 'invalid_credentials')).toBe(true)
    expect(codes[6]).toBe('rate_limited')
  })

  it('never throttles correct sign-ins: 30 in a row from one address all succeed', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const codes = []
    for (let attempt = 0; attempt < 30; attempt += 1) {
      codes.push(codeOf(await login(email, strongPassword, '10.0.5.1')))
      now += minute
    }
    expect(codes.every((code) => code === 'ok')).toBe(true)
    now += 15 * minute + 1
  })

  it('clears the failures of an address on an account once the password is right', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const owner = '10.0.6.1'
    // Within one minute (3 attempts allowed here): two typos, the right password, and the slate
    // is clean again, so three more tries are allowed before the wait.
    const codes = []
    for (const password of ['wrong-guess-000', 'wrong-guess-001', strongPassword]) {
      codes.push(codeOf(await login(email, password, owner)))
    }
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push(codeOf(await login(email, `wrong-guess-01${String(attempt)}`, owner)))
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'ok',
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'rate_limited',
    ])
    now += 15 * minute + 1
  })

  it('keeps counting a stranger’s failures from other addresses after the owner signs in', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const attempts = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      attempts.push(await timedLogin(email, 'wrong-guess-000', `10.0.7.${attempt}`))
    }
    // The owner's success takes back only their own attempt, not the stranger's guesses.
    expect(codeOf(await login(email, strongPassword, '10.0.7.200'))).toBe('ok')
    for (let attempt = 4; attempt < 9; attempt += 1) {
      attempts.push(await timedLogin(email, 'wrong-guess-000', `10.0.7.${attempt}`))
    }
    expect(attempts.every((attempt) => attempt.code === 'invalid_credentials')).toBe(true)
    expect(attempts[8]!.ms).toBeGreaterThanOrEqual(slowdownMs)
    now += 15 * minute + 1
  })

  it('limits reset requests for an account per address, with the same answer whether it exists', async () => {
    const request = graphql(`
      mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
        requestPasswordReset(input: $input) {
          errors {
            code
          }
        }
      }
    `)
    const email = uniqueEmail('reset')
    const codes = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await api.gql(request, { variables: { input: { email } }, ip: '10.0.3.1' })
      codes.push(response.body.data?.requestPasswordReset.errors[0]?.code ?? 'ok')
    }
    const elsewhere = await api.gql(request, { variables: { input: { email } }, ip: '10.0.3.2' })
    codes.push(elsewhere.body.data?.requestPasswordReset.errors[0]?.code ?? 'ok')
    expect(codes).toEqual(['ok', 'ok', 'rate_limited', 'ok'])
  })
})
