import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
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
