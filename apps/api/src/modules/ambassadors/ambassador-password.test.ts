import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { strongPassword } from '../../../test/accounts'
import { approvedAmbassador, onAmbassador } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'

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

const meQuery = graphql(`
  query Me {
    me {
      code
    }
  }
`)

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

describe('an ambassador changes their password from the portal', () => {
  it('needs the current password, says why in the caller’s language, and keeps this session only', async () => {
    const ambassador = await approvedAmbassador(api)
    const other = await approvedAmbassador(api, 'Other Session')
    const secondLogin = await api.app.services.accounts.login(
      { email: ambassador.email, password: strongPassword },
      { ip: '127.0.0.1', locale: 'en' },
      'ambassador',
    )
    if (!secondLogin.ok) throw new Error('second sign-in failed')

    const wrong = await onAmbassador(
      api,
      ambassador.token,
      changePasswordMutation,
      { input: { currentPassword: 'not-my-password-1', newPassword: 'harbour-lantern-2026' } },
      { 'accept-language': 'fr' },
    )
    expect(wrong.body.data?.changePassword).toMatchObject({
      ok: false,
      errors: [{ field: 'currentPassword', code: 'wrong_password' }],
    })
    expect(wrong.body.data?.changePassword.errors[0]?.message).toMatch(/mot de passe/i)

    const short = await onAmbassador(api, ambassador.token, changePasswordMutation, {
      input: { currentPassword: strongPassword, newPassword: 'short' },
    })
    expect(short.body.data?.changePassword.errors).toMatchObject([{ field: 'newPassword' }])

    const changed = await onAmbassador(api, ambassador.token, changePasswordMutation, {
      input: { currentPassword: strongPassword, newPassword: 'harbour-lantern-2026' },
    })
    expect(changed.body.data?.changePassword).toEqual({ ok: true, errors: [] })

    // This session goes on; the account's other session has ended; another account is untouched.
    expect((await onAmbassador(api, ambassador.token, meQuery)).body.data?.me.code).toBe(
      ambassador.code,
    )
    expect((await onAmbassador(api, secondLogin.value.token, meQuery)).status).toBe(401)
    expect((await onAmbassador(api, other.token, meQuery)).body.data?.me.code).toBe(other.code)

    const signIn = await api.app.services.accounts.login(
      { email: ambassador.email, password: 'harbour-lantern-2026' },
      { ip: '127.0.0.1', locale: 'en' },
      'ambassador',
    )
    expect(signIn.ok).toBe(true)
  })
})
