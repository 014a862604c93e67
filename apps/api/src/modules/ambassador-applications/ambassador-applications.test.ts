import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'

import {
  ambassadorLoginMutation,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import {
  applicationInput,
  applyMutation,
  approvedAmbassador,
  onAmbassador,
} from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { referralVisits } from '../../db/schema'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const login = (email: string, locale?: 'en' | 'fr') =>
  api.gql(ambassadorLoginMutation, {
    variables: { input: { email, password: strongPassword } },
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  })

const meQuery = ambassadorGraphql(`
  query AmbassadorMe {
    me {
      code
      shareLink
      commissionRatePercent
      status
    }
  }
`)

describe('applyAsAmbassador', () => {
  it('creates an account and an application in status APPLIED', async () => {
    const input = applicationInput()
    const response = await api.gql(applyMutation, { variables: { input } })
    expect(response.body.data?.applyAsAmbassador).toEqual({
      application: {
        code: expect.stringMatching(/^ZOE\d*$/) as unknown,
        status: 'APPLIED',
        email: input.email,
        displayName: 'Zoé',
      },
      errors: [],
    })
  })

  it('reports every invalid field in the language asked for', async () => {
    const input = applicationInput({ motivation: 'too short', termsAccepted: false, password: '' })
    const fr = await api.gql(applyMutation, {
      variables: { input },
      headers: { 'accept-language': 'fr' },
    })
    const errors = fr.body.data?.applyAsAmbassador.errors ?? []
    expect(errors.map((error) => error.field).sort()).toEqual([
      'motivation',
      'password',
      'termsAccepted',
    ])
    expect(errors.find((error) => error.field === 'password')?.message).toBe(
      'Ce champ est obligatoire',
    )
    const en = await api.gql(applyMutation, {
      variables: { input },
      headers: { 'accept-language': 'en' },
    })
    expect(en.body.data?.applyAsAmbassador.errors[0]?.message).toMatch(/^[A-Z][a-z]/)
    expect(en.body.data?.applyAsAmbassador.errors).not.toEqual(errors)
  })

  it('asks the owner of an existing address to sign in instead', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const response = await api.gql(applyMutation, {
      variables: { input: applicationInput({ email }) },
    })
    expect(response.body.data?.applyAsAmbassador.errors).toEqual([
      {
        field: 'email',
        code: 'account_exists',
        message: 'An account already exists with this e-mail address. Sign in to apply with it.',
      },
    ])
  })

  it('lets a signed-in customer apply with their account, once', async () => {
    const email = uniqueEmail('customer')
    const token = await signUp(api, email)
    const input = {
      ...applicationInput({ name: 'Léa Roux' }),
      email: undefined,
      password: undefined,
    }
    const first = await api.gql(applyMutation, { variables: { input }, token })
    expect(first.body.data?.applyAsAmbassador.application).toMatchObject({
      email,
      status: 'APPLIED',
      code: expect.stringMatching(/^LEA\d*$/) as unknown,
    })
    const again = await api.gql(applyMutation, { variables: { input }, token })
    expect(again.body.data?.applyAsAmbassador.errors[0]?.code).toBe('already_applied')
  })

  it('gives two applicants with the same first name distinct codes', async () => {
    const one = await api.gql(applyMutation, {
      variables: { input: applicationInput({ name: 'Hugo A' }) },
    })
    const two = await api.gql(applyMutation, {
      variables: { input: applicationInput({ name: 'Hugo B' }) },
    })
    const codes = [one, two].map((r) => r.body.data?.applyAsAmbassador.application?.code)
    expect(codes[0]).toBe('HUGO')
    expect(codes[1]).toBe('HUGO2')
  })
})

describe('review and sign-in', () => {
  it('refuses sign-in with a clear error for each status, in the caller’s language', async () => {
    const input = applicationInput({ name: 'Paul Durand' })
    await api.gql(applyMutation, { variables: { input } })
    const pending = await login(input.email, 'fr')
    expect(pending.body.data?.ambassadorLogin).toMatchObject({
      token: null,
      errors: [
        { code: 'application_pending', message: expect.stringContaining('en cours') as unknown },
      ],
    })

    await api.app.services.ambassadorApplications.decline(
      input.email,
      'Compte Instagram introuvable',
    )
    const rejected = await login(input.email, 'en')
    expect(rejected.body.data?.ambassadorLogin.errors).toEqual([
      {
        field: null,
        code: 'application_rejected',
        message: 'Your application was not accepted: Compte Instagram introuvable',
      },
    ])

    // A rejected application stays rejected: approving it is refused (the applicant may reapply).
    await expect(api.app.services.ambassadorApplications.approve(input.email)).rejects.toThrow(
      'This application has already been rejected.',
    )

    const accepted = applicationInput({ name: 'Paule Durand' })
    await api.gql(applyMutation, { variables: { input: accepted } })
    await api.app.services.ambassadorApplications.approve(accepted.email)
    const approved = await login(accepted.email)
    expect(approved.body.data?.ambassadorLogin.token).toEqual(expect.any(String))

    await api.app.services.ambassadorApplications.decline(accepted.email, 'Spam')
    const suspended = await login(accepted.email, 'en')
    expect(suspended.body.data?.ambassadorLogin.errors[0]?.code).toBe('ambassador_suspended')
    const token = approved.body.data?.ambassadorLogin.token ?? ''
    expect((await onAmbassador(api, token, meQuery)).status).toBe(401)
  })

  it('e-mails the decision in the applicant’s language', async () => {
    const fr = applicationInput({ locale: 'fr', name: 'Jeanne Leclerc' })
    await api.gql(applyMutation, { variables: { input: fr } })
    const approvedMail = api.mail.next(fr.email)
    const { ambassador } = await api.app.services.ambassadorApplications.approve(fr.email)
    const message = await approvedMail
    expect(message.subject).toBe('Bienvenue dans le programme ambassadeurs Comptoir')
    expect(message.text).toContain(ambassador.code)
    expect(message.link).toBe('http://ambassador.shop.test')

    const en = applicationInput({ locale: 'en', name: 'John Smith' })
    await api.gql(applyMutation, { variables: { input: en } })
    const rejectedMail = api.mail.next(en.email)
    await api.app.services.ambassadorApplications.decline(en.email, 'No social presence yet')
    const rejection = await rejectedMail
    expect(rejection.subject).toBe('Your application to the Comptoir ambassador programme')
    expect(rejection.text).toContain('No social presence yet')
  })
})

describe('ambassadorCard and recordReferralVisit', () => {
  const cardQuery = graphql(`
    query AmbassadorCard($code: String!) {
      ambassadorCard(code: $code) {
        code
        displayName
        liveOperation {
          code
        }
      }
    }
  `)
  const visitMutation = graphql(`
    mutation RecordVisit($code: String!, $path: String!) {
      recordReferralVisit(input: { code: $code, landingPath: $path }) {
        referral {
          id
          code
          expiresAt
          card {
            displayName
          }
        }
        errors {
          field
          code
        }
      }
    }
  `)

  it('shows an approved ambassador’s card, and nothing for an applicant', async () => {
    const { code } = await approvedAmbassador(api, 'Claire Dupont')
    const card = await api.gql(cardQuery, { variables: { code: code.toLowerCase() } })
    expect(card.body.data).toEqual({
      ambassadorCard: { code, displayName: 'Claire', liveOperation: null },
    })
    const applicant = await api.gql(applyMutation, {
      variables: { input: applicationInput({ name: 'Pending Person' }) },
    })
    const pendingCode = applicant.body.data?.applyAsAmbassador.application?.code ?? ''
    const none = await api.gql(cardQuery, { variables: { code: pendingCode } })
    expect(none.body.data).toEqual({ ambassadorCard: null })
  })

  it('records a click with a hashed visitor, counts a quick repeat once, keeps no address', async () => {
    const { code, id } = await approvedAmbassador(api, 'Victor Hugo')
    const before = Date.now()
    const first = await api.gql(visitMutation, {
      variables: { code, path: '/products?category=linen' },
      ip: '203.0.113.7',
    })
    const referral = first.body.data?.recordReferralVisit.referral
    expect(referral?.code).toBe(code)
    const expires = Date.parse(referral?.expiresAt ?? '')
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000)
    expect(expires - before).toBeLessThanOrEqual(30 * 86_400_000 + 5000)

    const repeat = await api.gql(visitMutation, {
      variables: { code, path: '/' },
      ip: '203.0.113.7',
    })
    expect(repeat.body.data?.recordReferralVisit.referral?.id).toBe(referral?.id)
    await api.gql(visitMutation, { variables: { code, path: '/' }, ip: '203.0.113.8' })

    const rows = await api.database.handle.db
      .select()
      .from(referralVisits)
      .where(eq(referralVisits.ambassadorId, id))
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(2)
    for (const row of rows) {
      expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(row)).not.toContain('203.0.113')
    }
  })

  it('refuses an unknown code and a landing path that is not the shop’s', async () => {
    const unknown = await api.gql(visitMutation, {
      variables: { code: 'NOPE-NOPE', path: '/' },
    })
    expect(unknown.body.data?.recordReferralVisit).toEqual({
      referral: null,
      errors: [{ field: 'code', code: 'unknown_code' }],
    })
    const { code } = await approvedAmbassador(api, 'Path Tester')
    for (const path of ['https://evil.test/', '//evil.test', 'products']) {
      const response = await api.gql(visitMutation, { variables: { code, path } })
      expect(response.body.data?.recordReferralVisit.errors).toEqual([
        { field: 'landingPath', code: 'invalid_landing_path' },
      ])
    }
  })
})

describe('me and updateProfile', () => {
  const updateMutation = ambassadorGraphql(`
    mutation UpdateProfile($input: AmbassadorProfileInput!) {
      updateProfile(input: $input) {
        ambassador {
          displayName
          payoutAccount
          legalStatus
          locale
        }
        errors {
          field
          code
          message
        }
      }
    }
  `)

  it('shows the code, share link, rate and status', async () => {
    const { token, code } = await approvedAmbassador(api, 'Share Link')
    const response = await onAmbassador(api, token, meQuery)
    expect(response.body.data).toEqual({
      me: {
        code,
        shareLink: `http://shop.test/?ref=${code}`,
        commissionRatePercent: 10,
        status: 'APPROVED',
      },
    })
  })

  it('checks the IBAN checksum and stores it masked on the way out', async () => {
    const { token } = await approvedAmbassador(api, 'Iban Owner')
    const bad = await onAmbassador(api, token, updateMutation, {
      input: {
        displayName: 'Iban',
        iban: 'FR76 3000 6000 0112 3456 7890 188',
        legalStatus: 'individual',
        locale: 'fr',
      },
    })
    expect(bad.body.data).toMatchObject({
      updateProfile: { ambassador: null, errors: [{ field: 'iban', code: 'iban' }] },
    })
    const good = await onAmbassador(api, token, updateMutation, {
      input: {
        displayName: 'Iban O.',
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        legalStatus: 'sole_trader',
        locale: 'fr',
        currentPassword: strongPassword,
      },
    })
    expect(good.body.data).toEqual({
      updateProfile: {
        ambassador: {
          displayName: 'Iban O.',
          payoutAccount: 'FR76 •••• 0189',
          legalStatus: 'sole_trader',
          locale: 'fr',
        },
        errors: [],
      },
    })
  })
})
