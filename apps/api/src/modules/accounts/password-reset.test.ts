import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  logIn,
  meQuery,
  requestResetMutation,
  resetMutation,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { passwordResetTokens } from '../../db/schema'
import { hashToken } from './tokens'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp({ app: { resetRequestMinimumMs: 150 } })
})

afterAll(async () => {
  await api.close()
})

async function requestLink(email: string, headers: Record<string, string> = {}) {
  const delivered = api.mail.next(email)
  const response = await api.gql(requestResetMutation, { variables: { input: { email } }, headers })
  expect(response.body.data?.requestPasswordReset).toEqual({ ok: true, errors: [] })
  const message = await delivered
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(message.link ?? '')?.[1]
  if (!token) throw new Error('no token in the reset link')
  return { message, token }
}

function reset(token: string, password = 'fresh-meadow-88') {
  return api.gql(resetMutation, {
    variables: { input: { token, password, passwordConfirmation: password } },
  })
}

describe('password reset', () => {
  it('mails a link to the configured shop origin, never one built from the Host header', async () => {
    const email = uniqueEmail()
    await signUp(api, email, strongPassword, 'fr')
    const { message, token } = await requestLink(email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    })
    expect(message.link).toBe(`http://shop.test/reset-pwd?token=${token}`)
    expect(message.subject).toBe('Réinitialisez votre mot de passe Comptoir')
    expect(message.text).toContain(message.link)
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const [stored] = await api.database.handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    expect(stored?.tokenHash).not.toBe(token)
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000)
  })

  it('sets the new password, ends every session, and works only once', async () => {
    const email = uniqueEmail()
    const session = await signUp(api, email)
    const { token } = await requestLink(email)
    expect((await reset(token)).body.data?.resetPassword).toEqual({ ok: true, errors: [] })
    expect((await api.gql(meQuery, { token: session })).body.data?.me).toBeNull()
    expect(await logIn(api, email, 'fresh-meadow-88')).toBeTruthy()
    const again = await reset(token, 'another-meadow-99')
    expect(again.body.data?.resetPassword).toEqual({
      ok: false,
      errors: [
        {
          field: 'token',
          code: 'invalid_token',
          message: 'This link is invalid or has expired. Ask for a new one.',
        },
      ],
    })
  })

  it('refuses an expired link', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const { token } = await requestLink(email)
    await api.database.handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    expect((await reset(token)).body.data?.resetPassword.errors[0]?.code).toBe('invalid_token')
    expect(await logIn(api, email)).toBeTruthy()
  })

  it('checks the new password with the shared rules', async () => {
    const response = await api.gql(resetMutation, {
      variables: { input: { token: 'x', password: 'short', passwordConfirmation: 'other' } },
    })
    const errors = response.body.data?.resetPassword.errors ?? []
    expect(errors.map(({ field, code }) => `${field}:${code}`).sort()).toEqual([
      'password:password_too_short',
      'passwordConfirmation:password_mismatch',
    ])
  })

  it('answers the same, in a similar time, whether or not the address exists', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const timed = async (address: string) => {
      const started = performance.now()
      const response = await api.gql(requestResetMutation, {
        variables: { input: { email: address } },
      })
      return { body: response.body, ms: performance.now() - started }
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 3; round += 1) {
      const existing = await timed(email)
      const missing = await timed(uniqueEmail('nobody'))
      expect(existing.body).toEqual(missing.body)
      known.push(existing.ms)
      unknown.push(missing.ms)
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(145)
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60)
  })
})
