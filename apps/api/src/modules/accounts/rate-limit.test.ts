import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loginMutation, signUp, strongPassword, uniqueEmail } from '../../../test/accounts'
import { startTestApp, type Query, type TestApp } from '../../../test/app'

const windowMs = 1_200
let api: TestApp

beforeAll(async () => {
  api = await startTestApp({
    app: {
      rateLimits: {
        loginPerAccount: { limit: 3, windowMs },
        loginPerAddress: { limit: 6, windowMs },
        resetPerAccount: { limit: 2, windowMs },
        resetPerAddress: { limit: 50, windowMs },
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

const codeOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.body.data?.login.errors[0]?.code ?? 'ok'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sign-in rate limits', () => {
  it('limits attempts per account, then lets the owner in again after the window', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const codes = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push(codeOf(await login(email, 'wrong-guess-000', `10.0.1.${attempt}`)))
    }
    expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials'])
    const blocked = await login(email, strongPassword, '10.0.1.99')
    expect(blocked.body.data?.login).toMatchObject({
      token: null,
      errors: [
        { field: null, code: 'rate_limited', message: 'Too many attempts. Try again in 1 minute.' },
      ],
    })
    await sleep(windowMs + 100)
    expect(codeOf(await login(email, strongPassword, '10.0.1.99'))).toBe('ok')
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

  it('limits reset requests per account with the same answer for any address', async () => {
    const request: Query<{ requestPasswordReset: { errors: { code: string }[] } }> = `
      mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { errors { code } } }`
    const email = uniqueEmail('reset')
    const codes = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await api.gql(request, {
        variables: { input: { email } },
        ip: `10.0.3.${attempt}`,
      })
      codes.push(response.body.data?.requestPasswordReset.errors[0]?.code ?? 'ok')
    }
    expect(codes).toEqual(['ok', 'ok', 'rate_limited'])
  })
})
