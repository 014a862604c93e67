import { isLocale } from '@comptoir/i18n/locales'
import { staffEnrolmentSchema, staffSecondFactorSchema } from '@comptoir/validation/schemas/staff'
import { loginSchema } from '@comptoir/validation/schemas/login'
import { validateInput } from '@comptoir/validation/validate'
import { and, eq, isNull, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { staffMembers, staffRecoveryCodes, staffTokens } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { overLimit, type RateLimiter, type RateLimits } from '../../rate-limit/limiter'
import { rateLimitedError } from '../accounts/account-errors'
import type { PasswordHasher } from '../accounts/passwords'
import { normalizeEmail, type Caller } from '../accounts/users'
import { recordAudit, type Actor } from '../audit/audit.service'
import type { SecretBox } from './secret-box'
import { staffError } from './staff-errors'
import {
  findStaffToken,
  issueStaffToken,
  revokeStaffToken,
  revokeStaffTokens,
  type IssuedStaffToken,
  type StaffRecord,
} from './staff-tokens'
import { hashRecoveryCode, newRecoveryCodes, totpUri, verifyTotp } from './totp'

/** A signed-in staff member: the session and its holder. */
export interface StaffViewer {
  sessionId: string
  staff: StaffRecord
}

export interface StaffSignedIn extends IssuedStaffToken {
  staff: StaffRecord
}

/** What a staff member may show of themselves in the audit log: no secret, no hash. */
export function auditView(staff: StaffRecord): Record<string, unknown> {
  return { email: staff.email, name: staff.name, role: staff.role, status: staff.status }
}

/** The actor of a signed-in staff member's changes. */
export function staffActor(staff: StaffRecord, requestId: string | null): Actor {
  return { staffId: staff.id, label: staff.email, requestId }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Failed second steps a sign-in may make before its password must be typed again. */
export const challengeAttempts = 5

export interface StaffAuthDeps {
  db: Database
  hasher: PasswordHasher
  limiter: RateLimiter
  limits: RateLimits
  /** Seals and opens the members' TOTP secrets (kept sealed in the database). */
  secrets: SecretBox
  /** Told once a member's sessions ended, so that their open sockets close on every instance. */
  onSessionsEnded?: (staffId: string) => Promise<void>
}

function steps(key: string, limits: RateLimits): [string, RateLimits['loginPerAccount']][] {
  return limits.loginPerAccountAndAddress.map((rule, index) => [`${key}:${String(index)}`, rule])
}

/** Hands out the recovery codes of a staff member, replacing any former ones. */
export async function replaceRecoveryCodes(db: Database, staffId: string): Promise<string[]> {
  const codes = newRecoveryCodes()
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: hashRecoveryCode(code) })))
  return codes
}

/** Signing in with a password then a second factor, sessions, and accepting an invitation. */
export function createStaffAuthService(deps: StaffAuthDeps) {
  const { db, hasher, limiter, limits, secrets } = deps

  async function findByEmail(email: string): Promise<StaffRecord | null> {
    const [row] = await db
      .select()
      .from(staffMembers)
      .where(eq(sql`lower(${staffMembers.email})`, normalizeEmail(email)))
      .limit(1)
    return row ?? null
  }

  /** The first step: a right password gives a short-lived challenge for the second. */
  async function signIn(
    input: unknown,
    caller: Caller,
  ): Promise<Outcome<{ challenge: string; expiresAt: Date }>> {
    const checked = validateInput(loginSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { email, password } = checked.value
    const account = normalizeEmail(email)
    const perAddress = `staff-login:ip:${caller.ip}`
    const perAccount = `staff-login:account:${account}`
    const perAccountAndAddress = steps(`staff-login:account-ip:${account}:${caller.ip}`, limits)
    // The caller's address limits refuse; the account's, counting only attempts that got past
    // them, slows every attempt down instead, so a stranger cannot lock the owner out.
    const wait = await overLimit(limiter, [
      [perAddress, limits.loginPerAddress],
      ...perAccountAndAddress,
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    if (!(await limiter.consume(perAccount, limits.loginPerAccount)).allowed) {
      await sleep(limits.loginSlowdownMs)
    }
    const found = await findByEmail(email)
    const staff = found?.status === 'active' && found.passwordHash ? found : null
    const valid = staff?.passwordHash
      ? await hasher.verify(staff.passwordHash, password)
      : await hasher.verifyNothing(password)
    if (!staff || !valid) return failure([staffError('invalid_credentials', null, caller.locale)])
    await Promise.all([
      limiter.refund(perAddress),
      limiter.refund(perAccount),
      ...perAccountAndAddress.map(([key]) => limiter.reset(key)),
    ])
    const challenge = await issueStaffToken(db, staff.id, 'challenge')
    return success({ challenge: challenge.token, expiresAt: challenge.expiresAt })
  }

  /** Takes a recovery code once; false when it is not one of the member's unused codes. */
  async function useRecoveryCode(staffId: string, code: string): Promise<boolean> {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id })
    return used.length > 0
  }

  /** Takes a TOTP code once: its time step is recorded, an older or equal one is refused. */
  async function useTotpCode(staff: StaffRecord, code: string): Promise<boolean> {
    if (!staff.totpSecret) return false
    const step = await verifyTotp(secrets.open(staff.totpSecret), code, staff.totpLastStep)
    if (step === null) return false
    const taken = await db
      .update(staffMembers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffMembers.id, staff.id),
          sql`coalesce(${staffMembers.totpLastStep}, -1) < ${step}`,
        ),
      )
      .returning({ id: staffMembers.id })
    return taken.length > 0
  }

  /** The second step: a code of the authenticator, or a recovery code, opens a session. */
  async function verifySecondFactor(
    challenge: string,
    input: unknown,
    caller: Caller & { userAgent: string | null },
  ): Promise<Outcome<StaffSignedIn>> {
    const checked = validateInput(staffSecondFactorSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const found = await findStaffToken(db, challenge, 'challenge', ['active'])
    if (!found) return failure([staffError('sign_in_expired', null, caller.locale)])
    const { staff } = found
    const perAccount = steps(`staff-2fa:account-ip:${staff.id}:${caller.ip}`, limits)
    const wait = await overLimit(limiter, perAccount)
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    const code = checked.value.code.trim()
    const valid = /^[\d\s]+$/.test(code)
      ? await useTotpCode(staff, code)
      : await useRecoveryCode(staff.id, code)
    if (!valid) {
      const [counted] = await db
        .update(staffTokens)
        .set({ attempts: sql`${staffTokens.attempts} + 1` })
        .where(eq(staffTokens.id, found.token.id))
        .returning({ attempts: staffTokens.attempts })
      if ((counted?.attempts ?? challengeAttempts) >= challengeAttempts) {
        await revokeStaffToken(db, found.token.id)
      }
      return failure([staffError('invalid_code', 'code', caller.locale)])
    }
    await Promise.all(perAccount.map(([key]) => limiter.reset(key)))
    if (!(await revokeStaffToken(db, found.token.id))) {
      return failure([staffError('sign_in_expired', null, caller.locale)])
    }
    const session = await issueStaffToken(db, staff.id, 'session', { userAgent: caller.userAgent })
    return success({ ...session, staff })
  }

  /** The staff member of a live session token, if still active. */
  async function findViewer(token: string): Promise<StaffViewer | null> {
    const found = await findStaffToken(db, token, 'session', ['active'])
    return found ? { sessionId: found.token.id, staff: found.staff } : null
  }

  /** What the invitation page shows: who is invited, and the secret to enrol. */
  async function invitation(token: string) {
    const found = await findStaffToken(db, token, 'invitation', ['invited'])
    const sealed = found?.staff.totpSecret
    if (!found || !sealed) return null
    const secret = secrets.open(sealed)
    const { staff } = found
    return {
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totpSecret: secret,
      totpUri: totpUri(staff.email, secret),
    }
  }

  /** Accepting an invitation: a password and a first code; gives a session and the recovery codes. */
  async function acceptInvitation(
    token: string,
    input: unknown,
    caller: Caller & { userAgent: string | null; requestId: string | null },
  ): Promise<Outcome<StaffSignedIn & { recoveryCodes: string[] }>> {
    const wait = await overLimit(limiter, [
      [`staff-invite-use:ip:${caller.ip}`, limits.resetPerAddress],
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    const checked = validateInput(staffEnrolmentSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const found = await findStaffToken(db, token, 'invitation', ['invited'])
    const sealed = found?.staff.totpSecret
    if (!found || !sealed) return failure([staffError('invalid_invitation', null, caller.locale)])
    const step = await verifyTotp(secrets.open(sealed), checked.value.code, null)
    if (step === null) return failure([staffError('invalid_code', 'code', caller.locale)])
    const passwordHash = await hasher.hash(checked.value.password)
    const accepted = await db.transaction(async (tx) => {
      if (!(await revokeStaffToken(tx, found.token.id))) return null
      const [staff] = await tx
        .update(staffMembers)
        .set({ passwordHash, status: 'active', totpLastStep: step, updatedAt: new Date() })
        .where(and(eq(staffMembers.id, found.staff.id), eq(staffMembers.status, 'invited')))
        .returning()
      if (!staff) return null
      const recoveryCodes = await replaceRecoveryCodes(tx, staff.id)
      await recordAudit(tx, staffActor(staff, caller.requestId), {
        action: 'staff.invitation_accepted',
        recordType: 'staff',
        recordId: staff.id,
        before: auditView(found.staff),
        after: auditView(staff),
      })
      const session = await issueStaffToken(tx, staff.id, 'session', {
        userAgent: caller.userAgent,
      })
      return { ...session, staff, recoveryCodes }
    })
    if (!accepted) return failure([staffError('invalid_invitation', null, caller.locale)])
    return success(accepted)
  }

  return {
    signIn,
    verifySecondFactor,
    findViewer,
    invitation,
    acceptInvitation,
    async signOut(viewer: StaffViewer): Promise<boolean> {
      const ended = await revokeStaffToken(db, viewer.sessionId, viewer.staff.id)
      if (ended) await deps.onSessionsEnded?.(ended)
      return ended !== null
    },
    /** Ends every session and pending sign-in of a member. */
    revokeAll: (staffId: string) => revokeStaffTokens(db, staffId),
    localeOf: (staff: StaffRecord) => (isLocale(staff.locale) ? staff.locale : 'en'),
  }
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>
