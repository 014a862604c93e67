import { graphql } from '@comptoir/gql-client/admin-graphql'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import {
  createOwner,
  signInStaff,
  staffEmail,
  staffMeQuery,
  staffPassword,
  totpCode,
} from '../../../test/staff'
import { auditLog } from '../../db/schema'

let api: TestApp
let owner: Awaited<ReturnType<typeof createOwner>>
let ownerToken: string

const admin = '/gql/admin' as const

const inviteMutation = graphql(`
  mutation InviteStaffMember($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      staff {
        id
        email
        role
        status
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const invitationQuery = graphql(`
  query StaffInvitationOf($token: String!) {
    staffInvitation(token: $token) {
      email
      name
      role
      totpSecret
      totpUri
    }
  }
`)

const acceptMutation = graphql(`
  mutation AcceptInvitation($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      token
      recoveryCodes
      staff {
        email
        role
        status
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const removeMutation = graphql(`
  mutation RemoveStaffMember($input: StaffMemberInput!) {
    removeStaff(input: $input) {
      staff {
        status
      }
      errors {
        code
        message
      }
    }
  }
`)

const sessionsQuery = graphql(`
  query SessionsOfStaff($staffId: ID!) {
    staffSessions(staffId: $staffId) {
      id
      current
    }
  }
`)

const mySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      current
    }
  }
`)

const endSessionMutation = graphql(`
  mutation EndSession($input: EndStaffSessionInput!) {
    endStaffSession(input: $input) {
      ok
      errors {
        code
      }
    }
  }
`)

const auditQuery = graphql(`
  query AuditOf($filter: AuditFilter) {
    auditEntries(filter: $filter, first: 20) {
      entries {
        actorLabel
        action
        recordType
        recordId
        before
        after
        requestId
      }
      hasMore
    }
  }
`)

beforeAll(async () => {
  api = await startTestApp()
  owner = await createOwner(api)
  const signedIn = await signInStaff(api, owner.email, () => totpCode(owner.totpSecret))
  ownerToken = signedIn!.token!
})

afterAll(async () => {
  await api.close()
})

async function inviteAndEnrol(role: 'ORDERS' | 'PROGRAMME' | 'READ_ONLY') {
  const email = staffEmail('invitee')
  const mail = api.mail.next(email)
  const invited = await api.gql(inviteMutation, {
    path: admin,
    token: ownerToken,
    variables: { input: { email, name: 'Ines Invitee', role } },
  })
  expect(invited.body.data?.inviteStaff).toMatchObject({
    staff: { email, role, status: 'INVITED' },
    errors: [],
  })
  const message = await mail
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(message.text)?.[0]
  expect(link).toMatch(/^http:\/\/admin\.localhost:\d+\/invitation\?token=/)
  const token = new URL(link!).searchParams.get('token')!
  const invitation = await api.gql(invitationQuery, { path: admin, variables: { token } })
  const secret = invitation.body.data?.staffInvitation?.totpSecret
  expect(invitation.body.data?.staffInvitation?.totpUri).toContain(`secret=${secret}`)
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
  return { email, token, secret: secret!, accepted: accepted.body.data?.acceptStaffInvitation }
}

/** Signs in again one TOTP step later: a code is never taken twice. */
async function signInNextStep(email: string, secret: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 30_000)
  try {
    return await signInStaff(api, email, () => totpCode(secret))
  } finally {
    vi.useRealTimers()
  }
}

describe('staff management', () => {
  it('invites by e-mail; the invitee sets a password, enrols the authenticator and is signed in', async () => {
    const { token, accepted } = await inviteAndEnrol('ORDERS')
    expect(accepted).toMatchObject({ staff: { role: 'ORDERS', status: 'ACTIVE' }, errors: [] })
    expect(accepted?.recoveryCodes).toHaveLength(10)
    const me = await api.gql(staffMeQuery, { path: admin, token: accepted!.token! })
    expect(me.body.data?.me.role).toBe('ORDERS')
    const again = await api.gql(invitationQuery, { path: admin, variables: { token } })
    expect(again.body.data?.staffInvitation).toBeNull()
  })

  it('removes a member, who is signed out everywhere at once', async () => {
    const { email, secret, accepted } = await inviteAndEnrol('PROGRAMME')
    const member = await api.gql(staffMeQuery, { path: admin, token: accepted!.token! })
    const staffId = member.body.data!.me.id
    const second = await signInNextStep(email, secret)
    const sessions = await api.gql(sessionsQuery, {
      path: admin,
      token: ownerToken,
      variables: { staffId },
    })
    expect(sessions.body.data?.staffSessions).toHaveLength(2)
    const removed = await api.gql(removeMutation, {
      path: admin,
      token: ownerToken,
      variables: { input: { staffId } },
    })
    expect(removed.body.data?.removeStaff).toMatchObject({ staff: { status: 'REMOVED' } })
    for (const token of [accepted!.token!, second!.token!]) {
      const refused = await api.gql(staffMeQuery, { path: admin, token })
      expect(refused.status).toBe(401)
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
    const audit = await api.gql(auditQuery, {
      path: admin,
      token: ownerToken,
      variables: { filter: { recordType: 'staff' } },
    })
    const entries = audit.body.data!.auditEntries.entries.filter((row) => row.recordId === staffId)
    expect(entries.map((row) => row.action)).toEqual([
      'staff.removed',
      'staff.invitation_accepted',
      'staff.invited',
    ])
    expect(entries[0]?.actorLabel).toBe(owner.email)
    expect(entries[0]?.requestId).toMatch(/^[\w-]{8,}$/)
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ email, status: 'active' })
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ email, status: 'removed' })
  })

  it('refuses to remove oneself or the last owner', async () => {
    const removed = await api.gql(removeMutation, {
      path: admin,
      token: ownerToken,
      variables: {
        input: {
          staffId: (await api.gql(staffMeQuery, { path: admin, token: ownerToken })).body.data!.me
            .id,
        },
      },
      headers: { 'accept-language': 'fr' },
    })
    expect(removed.body.data?.removeStaff.errors).toEqual([
      { code: 'not_yourself', message: 'Vous ne pouvez pas faire cela sur votre propre compte' },
    ])
  })

  it('lists my sessions and ends one of them', async () => {
    const { accepted, email, secret } = await inviteAndEnrol('READ_ONLY')
    const other = await signInNextStep(email, secret)
    const mine = await api.gql(mySessionsQuery, { path: admin, token: accepted!.token! })
    const sessions = mine.body.data!.mySessions
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    const otherSession = sessions.find((session) => !session.current)!
    const ended = await api.gql(endSessionMutation, {
      path: admin,
      token: accepted!.token!,
      variables: { input: { sessionId: otherSession.id } },
    })
    expect(ended.body.data?.endStaffSession).toEqual({ ok: true, errors: [] })
    expect((await api.gql(staffMeQuery, { path: admin, token: other!.token! })).status).toBe(401)
  })

  it('keeps the audit log append-only: the database refuses updates and deletes', async () => {
    const db = api.database.handle.db
    const [row] = await db.select({ id: auditLog.id }).from(auditLog).limit(1)
    await expect(
      db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow()
    await expect(db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow()
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow()
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, row!.id))
    expect(still?.action).not.toBe('forged')
  })
})
