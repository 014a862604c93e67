import type { Locale } from '@comptoir/i18n/locales'
import { staffInvitationSchema, type StaffRole } from '@comptoir/validation/schemas/staff'
import { validateInput } from '@comptoir/validation/validate'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { staffMembers } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import type { PasswordHasher } from '../accounts/passwords'
import { normalizeEmail, type Caller } from '../accounts/users'
import { recordAudit, type Actor } from '../audit/audit.service'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import type { SecretBox } from './secret-box'
import { auditView, type StaffViewer } from './staff-auth.service'
import { staffError } from './staff-errors'
import { staffInvitationMail } from './staff-mails'
import {
  issueStaffToken,
  liveStaffSessions,
  revokeStaffToken,
  revokeStaffTokens,
  type StaffRecord,
  type StaffTokenRecord,
} from './staff-tokens'
import { createOwnerAccount } from './staff-owner'
import { newTotpSecret } from './totp'

export interface StaffDeps {
  db: Database
  hasher: PasswordHasher
  mail: MailDispatcher
  logger: Logger
  /** Origin of the back office: invitation links point there. */
  adminUrl: string
  /** Seals the members' TOTP secrets before they are stored. */
  secrets: SecretBox
  /** Told once a member's sessions ended (revoked, or the member removed), on every instance. */
  onSessionsEnded?: (staffId: string, removed: boolean) => Promise<void>
}

/** The owner's management of the staff: invitations, roles, removal and sessions. */
export function createStaffService(deps: StaffDeps) {
  const { db } = deps

  async function findLive(staffId: string): Promise<StaffRecord | null> {
    if (!isUuid(staffId)) return null
    const [row] = await db
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.id, staffId), ne(staffMembers.status, 'removed')))
      .limit(1)
    return row ?? null
  }

  async function findByEmail(email: string): Promise<StaffRecord | null> {
    const [row] = await db
      .select()
      .from(staffMembers)
      .where(eq(sql`lower(${staffMembers.email})`, normalizeEmail(email)))
      .limit(1)
    return row ?? null
  }

  async function otherActiveOwners(staffId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(staffMembers)
      .where(
        and(
          eq(staffMembers.role, 'owner'),
          eq(staffMembers.status, 'active'),
          ne(staffMembers.id, staffId),
        ),
      )
    return row?.count ?? 0
  }

  async function invite(
    input: unknown,
    actor: Actor & { name: string },
    caller: Caller,
  ): Promise<Outcome<StaffRecord>> {
    const checked = validateInput(staffInvitationSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { email, name, role } = checked.value
    const existing = await findByEmail(email)
    if (existing && existing.status !== 'removed') {
      return failure([staffError('email_taken', 'email', caller.locale)])
    }
    const values = {
      email: email.trim(),
      name: name.trim(),
      role,
      locale: caller.locale,
      status: 'invited' as const,
      passwordHash: null,
      totpSecret: deps.secrets.seal(newTotpSecret()),
      totpLastStep: null,
      updatedAt: new Date(),
    }
    const staff = await db.transaction(async (tx) => {
      const [row] = existing
        ? await tx
            .update(staffMembers)
            .set(values)
            .where(eq(staffMembers.id, existing.id))
            .returning()
        : await tx.insert(staffMembers).values(values).returning()
      if (!row) throw new Error('The staff member was not saved')
      const invitation = await issueStaffToken(tx, row.id, 'invitation')
      const link = `${deps.adminUrl}/invitation?token=${invitation.token}`
      await enqueueMail(
        tx,
        staffInvitationMail(row.email, row.name, actor.name, link, caller.locale),
      )
      await recordAudit(tx, actor, {
        action: 'staff.invited',
        recordType: 'staff',
        recordId: row.id,
        before: existing ? auditView(existing) : null,
        after: auditView(row),
      })
      return row
    })
    deps.mail.flush().catch((error: unknown) => {
      deps.logger.error({ err: error }, 'the staff invitation could not be dispatched')
    })
    return success(staff)
  }

  async function changeRole(
    staffId: string,
    role: StaffRole,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<StaffRecord>> {
    if (staffId === actor.staffId) return failure([staffError('not_yourself', null, locale)])
    const before = await findLive(staffId)
    if (!before) return failure([staffError('not_found', null, locale)])
    const staff = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffMembers)
        .set({ role, updatedAt: new Date() })
        .where(and(eq(staffMembers.id, staffId), ne(staffMembers.status, 'removed')))
        .returning()
      if (!row) return null
      await recordAudit(tx, actor, {
        action: 'staff.role_changed',
        recordType: 'staff',
        recordId: staffId,
        before: auditView(before),
        after: auditView(row),
      })
      return row
    })
    return staff ? success(staff) : failure([staffError('not_found', null, locale)])
  }

  /** Removes a member: every session and pending sign-in ends at once. */
  async function remove(
    staffId: string,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<StaffRecord>> {
    if (staffId === actor.staffId) return failure([staffError('not_yourself', null, locale)])
    const before = await findLive(staffId)
    if (!before) return failure([staffError('not_found', null, locale)])
    if (before.role === 'owner' && (await otherActiveOwners(staffId)) === 0) {
      return failure([staffError('last_owner', null, locale)])
    }
    const staff = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffMembers)
        .set({ status: 'removed', updatedAt: new Date() })
        .where(and(eq(staffMembers.id, staffId), ne(staffMembers.status, 'removed')))
        .returning()
      if (!row) return null
      await revokeStaffTokens(tx, staffId)
      await recordAudit(tx, actor, {
        action: 'staff.removed',
        recordType: 'staff',
        recordId: staffId,
        before: auditView(before),
        after: auditView(row),
      })
      return row
    })
    if (staff) await deps.onSessionsEnded?.(staffId, true)
    return staff ? success(staff) : failure([staffError('not_found', null, locale)])
  }

  /** Ends every session of a member (the owner's action). */
  async function revokeSessions(
    staffId: string,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<number>> {
    const staff = await findLive(staffId)
    if (!staff) return failure([staffError('not_found', null, locale)])
    const ended = await db.transaction(async (tx) => {
      const count = await revokeStaffTokens(tx, staffId, 'session')
      await recordAudit(tx, actor, {
        action: 'staff.sessions_revoked',
        recordType: 'staff',
        recordId: staffId,
        before: { liveSessions: count },
        after: { liveSessions: 0 },
      })
      return count
    })
    await deps.onSessionsEnded?.(staffId, false)
    return success(ended)
  }

  /** Ends one session: one's own, or anyone's for an owner. */
  async function endSession(
    viewer: StaffViewer,
    sessionId: string,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<true>> {
    const holder = viewer.staff.role === 'owner' ? undefined : viewer.staff.id
    if (!isUuid(sessionId)) return failure([staffError('not_found', null, locale)])
    const ended = await db.transaction(async (tx) => {
      const holderId = await revokeStaffToken(tx, sessionId, holder)
      if (!holderId) return null
      await recordAudit(tx, actor, {
        action: 'staff.session_ended',
        recordType: 'staff_session',
        recordId: sessionId,
        before: { revoked: false },
        after: { revoked: true },
      })
      return holderId
    })
    if (ended) await deps.onSessionsEnded?.(ended, false)
    return ended ? success(true) : failure([staffError('not_found', null, locale)])
  }

  return {
    invite,
    changeRole,
    remove,
    revokeSessions,
    endSession,
    /** Makes an active owner with a password (the command line); gives its second factor once. */
    createOwner: (
      input: { email: string; name: string; password: string },
      actor: Actor,
      options: { totpSecret?: string } = {},
    ) => createOwnerAccount(deps, input, actor, options),
    findLive,
    list: (): Promise<StaffRecord[]> =>
      db
        .select()
        .from(staffMembers)
        .where(ne(staffMembers.status, 'removed'))
        .orderBy(asc(staffMembers.createdAt)),
    sessionsOf: (staffId: string): Promise<StaffTokenRecord[]> => liveStaffSessions(db, staffId),
  }
}

export type StaffService = ReturnType<typeof createStaffService>
