import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import {
  createOwner,
  signInStaff,
  staffMeQuery,
  staffPassword,
  staffSecondFactorMutation,
  staffSignInMutation,
  totpCode,
} from '../../../test/staff'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

afterEach(() => {
  vi.useRealTimers()
})

const admin = '/gql/admin' as const

async function challengeFor(email: string, password = staffPassword, ip?: string) {
  const response = await api.gql(staffSignInMutation, {
    path: admin,
    variables: { input: { email, password } },
    ...(ip ? { ip } : {}),
  })
  return response.body.data?.staffSignIn
}

async function secondStep(challenge: string, code: string) {
  const response = await api.gql(staffSecondFactorMutation, {
    path: admin,
    variables: { input: { challenge, code } },
    headers: { 'accept-language': 'fr' },
  })
  return response.body.data?.staffVerifySecondFactor
}

describe('staff sign-in', () => {
  it('takes a password, then a code of the authenticator, and opens a session', async () => {
    const owner = await createOwner(api)
    expect(await challengeFor(owner.email, 'not the password')).toMatchObject({
      challenge: null,
      errors: [{ code: 'invalid_credentials' }],
    })
    const first = await challengeFor(owner.email)
    expect(first?.challenge).toEqual(expect.any(String))
    const session = await secondStep(first!.challenge!, await totpCode(owner.totpSecret))
    expect(session).toMatchObject({ staff: { email: owner.email, role: 'OWNER' }, errors: [] })
    const me = await api.gql(staffMeQuery, { path: admin, token: session!.token! })
    expect(me.body.data?.me).toMatchObject({ email: owner.email, status: 'ACTIVE' })
  })

  it('refuses a wrong code in the language of the request, and a code already used', async () => {
    const owner = await createOwner(api)
    const code = await totpCode(owner.totpSecret)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await challengeFor(owner.email)
    expect(await secondStep(first!.challenge!, wrong)).toMatchObject({
      token: null,
      errors: [
        {
          code: 'invalid_code',
          field: 'code',
          message: 'Ce code est incorrect ou a déjà été utilisé',
        },
      ],
    })
    expect((await secondStep(first!.challenge!, code))?.token).toEqual(expect.any(String))
    const again = await challengeFor(owner.email)
    expect(await secondStep(again!.challenge!, code)).toMatchObject({
      token: null,
      errors: [{ code: 'invalid_code' }],
    })
  })

  it('takes each recovery code once', async () => {
    const owner = await createOwner(api)
    const [recovery] = owner.recoveryCodes
    const signedIn = await signInStaff(api, owner.email, () => Promise.resolve(recovery!))
    expect(signedIn?.token).toEqual(expect.any(String))
    const twice = await signInStaff(api, owner.email, () =>
      Promise.resolve(recovery!.toUpperCase()),
    )
    expect(twice).toMatchObject({ token: null, errors: [{ code: 'invalid_code' }] })
  })

  it('ends a sign-in after five wrong codes: the password must be typed again', async () => {
    const owner = await createOwner(api)
    const first = await challengeFor(owner.email)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await secondStep(first!.challenge!, 'aaaaa-aaaaa')
    }
    const code = await totpCode(owner.totpSecret)
    expect(await secondStep(first!.challenge!, code)).toMatchObject({
      token: null,
      errors: [{ code: 'sign_in_expired' }],
    })
  })

  it('expires the second step after five minutes', async () => {
    const owner = await createOwner(api)
    const first = await challengeFor(owner.email)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000)
    const code = await totpCode(owner.totpSecret)
    expect(await secondStep(first!.challenge!, code)).toMatchObject({
      errors: [{ code: 'sign_in_expired' }],
    })
  })

  it('throttles wrong passwords like the other sign-ins', async () => {
    const owner = await createOwner(api)
    const ip = '203.0.113.40'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await challengeFor(owner.email, 'wrong password', ip))?.errors[0]?.code).toBe(
        'invalid_credentials',
      )
    }
    expect((await challengeFor(owner.email, staffPassword, ip))?.errors[0]?.code).toBe(
      'rate_limited',
    )
  })

  it('does not let customers, nor unknown addresses, in', async () => {
    expect(await challengeFor('nobody@staff.test')).toMatchObject({
      errors: [{ code: 'invalid_credentials' }],
    })
  })
})
