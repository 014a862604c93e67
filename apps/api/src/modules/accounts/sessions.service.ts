import { and, eq, gt, isNull, ne } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { bearerToken, generateToken, hashToken } from './tokens'

/** Absolute lifetime of a session: 7 days, the max-age of the client's token cookie. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000

export type SessionScope = 'public' | 'ambassador'

export type UserRecord = typeof users.$inferSelect

/** Who is calling: a live session and its user. */
export interface Viewer {
  sessionId: string
  scope: SessionScope
  expiresAt: Date
  user: UserRecord
}

export interface IssuedSession {
  token: string
  sessionId: string
  expiresAt: Date
}

/** Opens a session for a user and returns its token, which is never stored. */
export async function createSession(
  db: Database,
  userId: string,
  scope: SessionScope,
  now = new Date(),
): Promise<IssuedSession> {
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs)
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), scope, expiresAt, createdAt: now })
    .returning({ id: sessions.id })
  if (!row) throw new Error('The session was not created')
  return { token, sessionId: row.id, expiresAt }
}

/** The live session of a token in a scope: not revoked, not expired. */
export async function findViewer(
  db: Database,
  token: string,
  scope: SessionScope,
  now = new Date(),
): Promise<Viewer | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.scope, scope),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1)
  if (!row) return null
  return {
    sessionId: row.session.id,
    scope: row.session.scope,
    expiresAt: row.session.expiresAt,
    user: row.user,
  }
}

/**
 * Who opens a connection where signing in is optional: nobody without a token, the customer of a
 * live session, or `ended` for a token whose session has ended (the caller must drop it).
 */
export async function identifyCustomer(
  db: Database,
  authorization: string | null,
): Promise<Viewer | 'ended' | null> {
  const token = bearerToken(authorization)
  if (!token) return null
  return (await findViewer(db, token, 'public')) ?? 'ended'
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
}
