import type { StaffRole } from '@comptoir/validation/schemas/staff'
import { graphql } from '@comptoir/gql-client/admin-graphql'
import { generate } from 'otplib'

import { commandLineActor } from '../src/modules/audit/audit.service'
import { issueStaffToken } from '../src/modules/staff/staff-tokens'
import { staffMembers } from '../src/db/schema'
import type { TestApp } from './app'

export const staffPassword = 'a staff passphrase 2026'

export const staffSignInMutation = graphql(`
  mutation StaffSignIn($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      challenge
      errors {
        field
        code
        message
      }
    }
  }
`)

export const staffSecondFactorMutation = graphql(`
  mutation StaffSecondFactor($input: StaffSecondFactorInput!) {
    staffVerifySecondFactor(input: $input) {
      token
      staff {
        id
        email
        role
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const staffMeQuery = graphql(`
  query StaffMe {
    me {
      id
      email
      role
      status
    }
  }
`)

let sequence = 0

/** A unique staff e-mail address. */
export function staffEmail(prefix: string): string {
  sequence += 1
  return `${prefix}-${String(sequence)}-${String(Date.now())}@staff.test`
}

/** The current code of an authenticator holding `secret`. */
export function totpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) })
}

/** An owner made as the command line makes one: returns its secret and recovery codes. */
export async function createOwner(api: TestApp, email = staffEmail('owner')) {
  const outcome = await api.app.services.staff.createOwner(
    { email, name: 'Olive Owner', password: staffPassword },
    commandLineActor,
  )
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return { email, ...outcome.value }
}

/** A staff member of a role with a live session, made directly in the database. */
export async function staffWithSession(api: TestApp, role: StaffRole) {
  const db = api.database.handle.db
  const [staff] = await db
    .insert(staffMembers)
    .values({ email: staffEmail(role), name: role, role, status: 'active' })
    .returning()
  if (!staff) throw new Error('no staff member')
  const { token } = await issueStaffToken(db, staff.id, 'session')
  return { staff, token }
}

/** Signs in with a password, then a code (six digits or a recovery code): the session token. */
export async function signInStaff(api: TestApp, email: string, code: () => Promise<string>) {
  const first = await api.gql(staffSignInMutation, {
    path: '/gql/admin',
    variables: { input: { email, password: staffPassword } },
  })
  const challenge = first.body.data?.staffSignIn.challenge
  if (!challenge) throw new Error(JSON.stringify(first.body))
  const second = await api.gql(staffSecondFactorMutation, {
    path: '/gql/admin',
    variables: { input: { challenge, code: await code() } },
  })
  return second.body.data?.staffVerifySecondFactor
}
