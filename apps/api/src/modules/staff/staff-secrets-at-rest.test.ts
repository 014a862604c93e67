import { graphql } from '@comptoir/gql-client/admin-graphql'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { createOwner, signInStaff, staffEmail, staffPassword, totpCode } from '../../../test/staff'
import { staffMembers } from '../../db/schema'

let api: TestApp

const admin = '/gql/admin' as const

const inviteMutation = graphql(`
  mutation InviteStaffToSealSecret($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      staff {
        id
      }
      errors {
        code
      }
    }
  }
`)

const invitationQuery = graphql(`
  query StaffInvitationSealedSecret($token: String!) {
    staffInvitation(token: $token) {
      totpSecret
    }
  }
`)

const acceptMutation = graphql(`
  mutation AcceptInvitationSealedSecret($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      token
      errors {
        code
      }
    }
  }
`)

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

/** The TOTP secret as the staff table holds it. */
async function storedSecret(email: string): Promise<string | null> {
  const [row] = await api.database.handle.db
    .select({ totpSecret: staffMembers.totpSecret })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.toLowerCase()))
  if (!row) throw new Error(`no staff member ${email}`)
  return row.totpSecret
}

function expectSealed(stored: string | null, secret: string) {
  expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
  expect(stored).not.toBe(secret)
  expect(stored).not.toContain(secret)
  expect(stored?.toLowerCase()).not.toContain(secret.toLowerCase())
}

describe('staff TOTP secrets at rest', () => {
  it('are sealed from enrolment on, and signing in with a code still works', async () => {
    const owner = await createOwner(api)
    expectSealed(await storedSecret(owner.email), owner.totpSecret)
    const ownerSession = await signInStaff(api, owner.email, () => totpCode(owner.totpSecret))
    expect(ownerSession?.token).toBeTruthy()

    const email = staffEmail('sealed')
    const mail = api.mail.next(email)
    const invited = await api.gql(inviteMutation, {
      path: admin,
      token: ownerSession!.token!,
      variables: { input: { email, name: 'Sam Sealed', role: 'ORDERS' } },
    })
    expect(invited.body.data?.inviteStaff.errors).toEqual([])
    const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec((await mail).text)?.[0]
    const token = new URL(link!).searchParams.get('token')!
    const invitation = await api.gql(invitationQuery, { path: admin, variables: { token } })
    const secret = invitation.body.data?.staffInvitation?.totpSecret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expectSealed(await storedSecret(email), secret!)

    const accepted = await api.gql(acceptMutation, {
      path: admin,
      variables: {
        input: {
          token,
          password: staffPassword,
          passwordConfirmation: staffPassword,
          code: await totpCode(secret!),
        },
      },
    })
    expect(accepted.body.data?.acceptStaffInvitation).toMatchObject({ errors: [] })
    expectSealed(await storedSecret(email), secret!)

    // The enrolment took this step's code: sign in again one step later.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 30_000)
    try {
      const session = await signInStaff(api, email, () => totpCode(secret!))
      expect(session).toMatchObject({ errors: [], staff: { email } })
      expect(session?.token).toBeTruthy()
      const wrong = await signInStaff(api, email, () => totpCode(secret!, Date.now() - 300_000))
      expect(wrong?.token).toBeNull()
    } finally {
      vi.useRealTimers()
    }
    expectSealed(await storedSecret(email), secret!)
  })
})
