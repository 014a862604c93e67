import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql, type VariablesOf } from '@comptoir/gql-client/public-graphql'

import {
  logIn,
  loginMutation,
  logoutMutation,
  meQuery,
  signUp,
  signupMutation,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { sessions, users } from '../../db/schema'
import { hashToken } from './tokens'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const updateSettingsMutation = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      customer {
        name
        locale
        marketingConsent
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const changePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

describe('signup, login, me, logout', () => {
  it('signs up, signs in, reads me, logs out, then refuses the old token', async () => {
    const email = uniqueEmail()
    const signup = await api.gql(signupMutation, {
      variables: { input: { email, password: strongPassword, name: 'Ada', locale: 'fr' } },
    })
    expect(signup.body.data?.signup).toMatchObject({
      errors: [],
      customer: { email, name: 'Ada', locale: 'fr' },
    })
    const expiresAt = Date.parse(signup.body.data?.signup.expiresAt ?? '')
    expect(expiresAt - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000)

    const token = await logIn(api, email.toUpperCase())
    expect(token).not.toBe(signup.body.data?.signup.token)
    expect((await api.gql(meQuery, { token })).body.data?.me).toEqual({
      email,
      name: 'Ada',
      locale: 'fr',
    })

    expect((await api.gql(logoutMutation, { token })).body.data?.logout.ok).toBe(true)
    expect((await api.gql(meQuery, { token })).body.data?.me).toBeNull()
    const refused = await api.gql(updateSettingsMutation, {
      token,
      variables: { input: { name: 'Eve', locale: 'en', marketingConsent: false } },
    })
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('stores only the SHA-256 of session tokens, with a 7-day expiry', async () => {
    const token = await signUp(api)
    const [row] = await api.database.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.tokenHash).not.toContain(token)
    expect(row?.scope).toBe('public')
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })

  it('refuses an expired session', async () => {
    const token = await signUp(api)
    await api.database.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await api.gql(meQuery, { token })).body.data?.me).toBeNull()
  })

  it('treats a token cookie without an Authorization header as anonymous', async () => {
    const token = await signUp(api)
    const response = await api.gql(meQuery, {
      headers: { cookie: `apollo:public.token=${token}; apollo%3Apublic.token=${token}` },
    })
    expect(response.body.data?.me).toBeNull()
  })

  it('reports validation failures as field errors in the request language', async () => {
    const input: VariablesOf<typeof signupMutation>['input'] = {
      email: 'not-an-email',
      password: 'short',
      name: '',
      locale: 'en',
    }
    const english = await api.gql(signupMutation, { variables: { input } })
    expect(english.body.data?.signup.token).toBeNull()
    expect(english.body.data?.signup.errors).toEqual([
      { field: 'email', code: 'email', message: expect.stringContaining('is not valid') as string },
      {
        field: 'password',
        code: 'password_too_short',
        message: 'The password must be at least 8 characters long',
      },
      { field: 'name', code: 'required', message: 'This field is required' },
    ])
    const french = await api.gql(signupMutation, {
      variables: { input },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    })
    expect(french.body.data?.signup.errors.map((error) => error.message)).toContain(
      'Ce champ est obligatoire',
    )
  })

  it('refuses common passwords and accepts long passphrases', async () => {
    const common = await api.gql(signupMutation, {
      variables: {
        input: { email: uniqueEmail(), password: 'password123', name: 'A', locale: 'en' },
      },
    })
    expect(common.body.data?.signup.errors).toMatchObject([
      { field: 'password', code: 'password_too_common' },
    ])
    const email = uniqueEmail()
    const passphrase = `${'é'.repeat(8)} correct horse battery staple ${'x'.repeat(40)}`
    expect(passphrase.length).toBeGreaterThanOrEqual(64)
    await signUp(api, email, passphrase)
    expect(await logIn(api, email, passphrase)).toBeTruthy()
    const truncated = await api.gql(loginMutation, {
      variables: { input: { email, password: passphrase.slice(0, -1) } },
    })
    expect(truncated.body.data?.login.errors[0]?.code).toBe('invalid_credentials')
  })

  it('refuses a second account with the same address, whatever its case', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const again = await api.gql(signupMutation, {
      variables: {
        input: { email: email.toUpperCase(), password: strongPassword, name: 'B', locale: 'en' },
      },
    })
    expect(again.body.data?.signup.errors).toMatchObject([{ field: 'email', code: 'email_taken' }])
  })

  it('answers a wrong password and an unknown address the same way', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const wrong = await api.gql(loginMutation, {
      variables: { input: { email, password: 'wrong-password-1' } },
    })
    const unknown = await api.gql(loginMutation, {
      variables: { input: { email: uniqueEmail('nobody'), password: 'wrong-password-1' } },
    })
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.data?.login.errors).toEqual([
      {
        field: null,
        code: 'invalid_credentials',
        message: 'The e-mail address or the password is incorrect',
      },
    ])
  })
})

describe('settings and password change', () => {
  it('updates name, language and marketing consent', async () => {
    const token = await signUp(api)
    const response = await api.gql(updateSettingsMutation, {
      token,
      variables: { input: { name: 'Grace Hopper', locale: 'fr', marketingConsent: true } },
    })
    expect(response.body.data?.updateSettings).toEqual({
      customer: { name: 'Grace Hopper', locale: 'fr', marketingConsent: true },
      errors: [],
    })
    const invalid = await api.gql(updateSettingsMutation, {
      token,
      variables: { input: { name: 'x'.repeat(101), locale: 'en', marketingConsent: false } },
    })
    expect(invalid.body.data?.updateSettings.errors).toMatchObject([{ field: 'name', code: 'max' }])
  })

  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const email = uniqueEmail()
    const current = await signUp(api, email)
    const other = await logIn(api, email)
    const wrong = await api.gql(changePasswordMutation, {
      token: current,
      variables: {
        input: { currentPassword: 'not-my-password', newPassword: 'new-lighthouse-42' },
      },
      headers: { 'accept-language': 'fr' },
    })
    expect(wrong.body.data?.changePassword).toEqual({
      ok: false,
      errors: [
        {
          field: 'currentPassword',
          code: 'wrong_password',
          message: 'Le mot de passe actuel est incorrect',
        },
      ],
    })
    const changed = await api.gql(changePasswordMutation, {
      token: current,
      variables: { input: { currentPassword: strongPassword, newPassword: 'new-lighthouse-42' } },
    })
    expect(changed.body.data?.changePassword).toEqual({ ok: true, errors: [] })
    expect((await api.gql(meQuery, { token: current })).body.data?.me?.email).toBe(email)
    expect((await api.gql(meQuery, { token: other })).body.data?.me).toBeNull()
    expect(await logIn(api, email, 'new-lighthouse-42')).toBeTruthy()
  })

  it('hashes passwords with argon2id at the OWASP minimum or above', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const [user] = await api.database.handle.db.select().from(users).where(eq(users.email, email))
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user?.passwordHash ?? '')
    expect(match).not.toBeNull()
    const [memory, time, lanes] = (match ?? []).slice(1).map(Number)
    expect(memory).toBeGreaterThanOrEqual(19_456)
    expect(time).toBeGreaterThanOrEqual(2)
    expect(lanes).toBeGreaterThanOrEqual(1)
  })
})
