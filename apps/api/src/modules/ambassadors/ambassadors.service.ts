import { maskIban } from '@comptoir/validation/iban'
import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'
import { findViewer, type Viewer } from '../accounts/sessions.service'
import { bearerToken } from '../accounts/tokens'

export type AmbassadorRecord = typeof ambassadors.$inferSelect

/** A signed-in ambassador: their session and their programme profile. */
export interface AmbassadorViewer extends Viewer {
  ambassador: AmbassadorRecord
}

/** What the ambassador endpoint makes of a caller's Authorization header. */
export type AmbassadorAuthentication =
  | { status: 'authenticated'; viewer: AmbassadorViewer }
  | { status: 'unauthenticated' }
  | { status: 'forbidden'; viewer: AmbassadorViewer }

export async function findAmbassador(
  db: Database,
  userId: string,
): Promise<AmbassadorRecord | null> {
  const [row] = await db.select().from(ambassadors).where(eq(ambassadors.userId, userId)).limit(1)
  return row ?? null
}

/**
 * Authenticates an ambassador-scope bearer token: no, unknown, expired or revoked token, or a
 * token of another scope → unauthenticated; an ambassador who is not approved → forbidden.
 */
export async function authenticateAmbassador(
  db: Database,
  authorization: string | null,
): Promise<AmbassadorAuthentication> {
  const token = bearerToken(authorization)
  if (!token) return { status: 'unauthenticated' }
  const viewer = await findViewer(db, token, 'ambassador')
  if (!viewer) return { status: 'unauthenticated' }
  const ambassador = await findAmbassador(db, viewer.user.id)
  if (!ambassador) return { status: 'unauthenticated' }
  const ambassadorViewer = { ...viewer, ambassador }
  return ambassador.status === 'APPROVED'
    ? { status: 'authenticated', viewer: ambassadorViewer }
    : { status: 'forbidden', viewer: ambassadorViewer }
}

/**
 * Tells whether an ambassador has this code. Operations share the namespace: `isCodeTaken`
 * (operations) asks both.
 */
export async function isAmbassadorCodeTaken(db: Database, code: string): Promise<boolean> {
  const [ambassador] = await db
    .select({ code: ambassadors.code })
    .from(ambassadors)
    .where(eq(ambassadors.code, code))
    .limit(1)
  return ambassador !== undefined
}

/** The IBAN with all but its country, check digits and last four characters hidden. */
export function maskedIban(iban: string | null): string | null {
  return iban ? maskIban(iban) : null
}

/** Which programme e-mails an ambassador wants. */
export interface MailPreferences {
  newOrder: boolean
  commissionApproved: boolean
  payoutSent: boolean
}

/** Stores an ambassador's e-mail preferences. */
export async function updateMailPreferences(
  db: Database,
  ambassadorId: string,
  preferences: MailPreferences,
): Promise<AmbassadorRecord> {
  const [row] = await db
    .update(ambassadors)
    .set({
      mailNewOrder: preferences.newOrder,
      mailCommissionApproved: preferences.commissionApproved,
      mailPayoutSent: preferences.payoutSent,
      updatedAt: new Date(),
    })
    .where(eq(ambassadors.userId, ambassadorId))
    .returning()
  if (!row) throw new Error('The ambassador has disappeared')
  return row
}

export interface AmbassadorsDeps {
  db: Database
  pubsub: PubSub
  publicUrl: string
  /** The clock of the programme's rules. */
  now: () => Date
}

/** The signed-in ambassador's profile, share link and live events. */
export function createAmbassadorsService(deps: AmbassadorsDeps) {
  const { db, pubsub } = deps
  return {
    updateMailPreferences: (ambassadorId: string, preferences: MailPreferences) =>
      updateMailPreferences(db, ambassadorId, preferences),
    /** The shop link that carries a code (an ambassador's or an operation's). */
    shareLink: (code: string) => `${deps.publicUrl}/?ref=${encodeURIComponent(code)}`,
    now: deps.now,
    /** The live events of one ambassador, from now on (any instance's). */
    events: (ambassadorId: string) => pubsub.subscribe('ambassadorEvent', ambassadorId),
  }
}

export type AmbassadorsService = ReturnType<typeof createAmbassadorsService>
