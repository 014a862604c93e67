import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp, strongPassword, uniqueEmail } from '../../../test/accounts'
import {
  applicationInput,
  applyMutation,
  approvedAmbassador,
  onAmbassador,
} from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'

const requestMutation = graphql(`
  mutation PortalRequestPasswordReset($input: RequestPasswordResetInput!) {
    ambassadorRequestPasswordReset(input: $input) {
      ok
      errors {
        code
      }
    }
  }
`)

const resetMutation = graphql(`
  mutation PortalResetPassword($input: ResetPasswordInput!) {
    ambassadorResetPassword(input: $input) {
      token
      expiresAt
      errors {
        field
        code
        message
      }
    }
  }
`)

const meQuery = ambassadorGraphql(`
  query PortalMe {
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

/** Asks for a reset link from the portal; the link the e-mail carries. */
async function portalResetLink(email: string): Promise<string> {
  const delivered = api.mail.next(email)
  const response = await api.gql(requestMutation, { variables: { input: { email } } })
  expect(response.body.data?.ambassadorRequestPasswordReset).toEqual({ ok: true, errors: [] })
  return (await delivered).link ?? ''
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

function portalReset(token: string, password = 'fresh-meadow-88') {
  return api.gql(resetMutation, {
    variables: { input: { token, password, passwordConfirmation: password } },
  })
}

describe('an ambassador’s password reset', () => {
  it('mails a link that opens the portal’s reset page', async () => {
    const { email } = await approvedAmbassador(api, 'Portal Reset')
    const link = await portalResetLink(email)
    expect(link).toMatch(/^http:\/\/ambassador\.shop\.test\/reset-pwd\?token=[\w-]+$/)
  })

  it('sets the password, ends the other sessions and signs the ambassador in to the portal', async () => {
    const { email, token: before, code } = await approvedAmbassador(api, 'Signed Again')
    const response = await portalReset(tokenOf(await portalResetLink(email)))
    const payload = response.body.data?.ambassadorResetPassword
    expect(payload?.errors).toEqual([])
    expect(payload?.token).toEqual(expect.any(String))
    const me = await onAmbassador(api, payload?.token ?? '', meQuery)
    expect(me.body.data?.me).toEqual({ code })
    expect((await onAmbassador(api, before, meQuery)).status).toBe(401)
    const again = await portalReset(tokenOf(await portalResetLink(email)), strongPassword)
    expect(again.body.data?.ambassadorResetPassword.token).toEqual(expect.any(String))
  })

  it('refuses a used link in the caller’s language, with no session', async () => {
    const { email } = await approvedAmbassador(api, 'Used Link')
    const token = tokenOf(await portalResetLink(email))
    await portalReset(token)
    const response = await api.gql(resetMutation, {
      variables: {
        input: { token, password: 'other-meadow-77', passwordConfirmation: 'other-meadow-77' },
      },
      headers: { 'accept-language': 'fr' },
    })
    expect(response.body.data?.ambassadorResetPassword).toEqual({
      token: null,
      expiresAt: null,
      errors: [
        {
          field: 'token',
          code: 'invalid_token',
          message: 'Ce lien n’est pas valide ou a expiré. Demandez-en un nouveau.',
        },
      ],
    })
  })

  it('gives a shopper asking from the portal the shop’s link, and opens no portal session for an applicant', async () => {
    const shopper = uniqueEmail('shopper')
    await signUp(api, shopper)
    expect(await portalResetLink(shopper)).toMatch(/^http:\/\/shop\.test\/reset-pwd\?token=/)

    const input = applicationInput({ name: 'Pending Applicant', locale: 'en' })
    await api.gql(applyMutation, { variables: { input } })
    const link = await portalResetLink(input.email)
    expect(link).toMatch(/^http:\/\/ambassador\.shop\.test\/reset-pwd\?token=/)
    const response = await portalReset(tokenOf(link))
    expect(response.body.data?.ambassadorResetPassword).toMatchObject({ token: null, errors: [] })
  })
})
