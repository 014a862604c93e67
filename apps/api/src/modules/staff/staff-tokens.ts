import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { staffMembers, staffTokens } from '../../db/schema'
import { generateToken, hashToken, isWellFormedToken } from '../accounts/tokens'

export type StaffRecord = typeof staffMembers.$inferSelect
export type StaffTokenRecord = typeof staffTokens.$inferSelect
export type StaffTokenKind = StaffTokenRecord['kind']

/** How long each kind of token lives: a session 12 hours, a sign-in's second step 5 minutes. */
export const staffTokenLifetimeMs: Record<StaffTokenKind, number> = {
  session: 12 * 60 * 60 * 1000,
  challenge: 5 * 60 * 1000,
  invitation: 72 * 60 * 60 * 1000,
}

export interface IssuedStaffToken {
  token: string
  id: string
  expiresAt: Date
}

/** Issues a token of a kind; only its hash is stored. */
export async function issueStaffToken(
  db: Database,
  staffId: string,
  kind: StaffTokenKind,
  options: { userAgent?: string | null; now?: Date } = {},
): Promise<IssuedStaffToken> {
  const token = generateToken()
  const now = options.now ?? new Date()
  const expiresAt = new Date(now.getTime() + staffTokenLifetimeMs[kind])
  const [row] = await db
    .insert(staffTokens)
    .values({
      staffId,
      kind,
      tokenHash: hashToken(token),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: staffTokens.id })
  if (!row) throw new Error('The staff token was not issued')
  return { token, id: row.id, expiresAt }
}

/** The live token of a kind (not revoked, not expired) with its staff member, who must be in `statuses`. */
export async function findStaffToken(
  db: Database,
  token: string,
  kind: StaffTokenKind,
  statuses: StaffRecord['status'][],
  now = new Date(),
): Promise<{ token: StaffTokenRecord; staff: StaffRecord } | null> {
  if (!isWellFormedToken(token)) return null
  const [row] = await db
    .select({ token: staffTokens, staff: staffMembers })
    .from(staffTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        eq(staffTokens.kind, kind),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
        inArray(staffMembers.status, statuses),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Revokes one token: the id of its staff member, or null when it was not live. */
export async function revokeStaffToken(
  db: Database,
  id: string,
  staffId?: string,
): Promise<string | null> {
  const rows = await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffTokens.id, id),
        isNull(staffTokens.revokedAt),
        staffId ? eq(staffTokens.staffId, staffId) : undefined,
      ),
    )
    .returning({ staffId: staffTokens.staffId })
  return rows[0]?.staffId ?? null
}

/** Revokes every live token of a staff member (all kinds unless one is named); returns how many. */
export async function revokeStaffTokens(
  db: Database,
  staffId: string,
  kind?: StaffTokenKind,
): Promise<number> {
  const rows = await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffTokens.staffId, staffId),
        isNull(staffTokens.revokedAt),
        kind ? eq(staffTokens.kind, kind) : undefined,
      ),
    )
    .returning({ id: staffTokens.id })
  return rows.length
}

/** The live sessions of a staff member, newest first. */
export async function liveStaffSessions(
  db: Database,
  staffId: string,
  now = new Date(),
): Promise<StaffTokenRecord[]> {
  return db
    .select()
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.staffId, staffId),
        eq(staffTokens.kind, 'session'),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(staffTokens.createdAt))
}
