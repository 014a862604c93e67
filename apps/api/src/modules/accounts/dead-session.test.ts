import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  loginMutation,
  logoutMutation,
  meQuery,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

describe('a token whose session has ended, on /gql/public', () => {
  it('is refused with HTTP 401 UNAUTHENTICATED, in place of passing for anonymous', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    expect((await api.gql(meQuery, { token })).body.data?.me?.email).toBe(email)

    const logout = await api.gql(logoutMutation, { token })
    expect(logout.body.data).toEqual({ logout: { ok: true } })

    const after = await api.gql(meQuery, { token, headers: { 'accept-language': 'fr' } })
    expect(after.status).toBe(401)
    expect(after.headers['www-authenticate']).toBe('Bearer')
    expect(after.body.errors).toEqual([
      expect.objectContaining({
        message: 'Votre session a pris fin. Reconnectez-vous.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ])
  })

  it('does not stand in the way of signing in again or of anonymous reads', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    await api.gql(logoutMutation, { token })
    const again = await api.gql(loginMutation, {
      token,
      variables: { input: { email, password: strongPassword } },
    })
    expect(again.status).toBe(200)
    expect(again.body.data?.login.token).toEqual(expect.any(String))
    const anonymous = await api.gql(meQuery)
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.data).toEqual({ me: null })
  })
})
