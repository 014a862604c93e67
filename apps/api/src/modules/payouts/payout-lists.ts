import { count, desc, eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorPayouts, ambassadors, users } from '../../db/schema'

/** Payout requests waiting for the operator, oldest first. */
export async function openPayouts(db: Database) {
  return db
    .select({ payout: ambassadorPayouts, email: users.email, code: ambassadors.code })
    .from(ambassadorPayouts)
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorPayouts.ambassadorId))
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(eq(ambassadorPayouts.status, 'REQUESTED'))
    .orderBy(ambassadorPayouts.requestedAt)
}

/** One page of an ambassador's payouts, latest first, and their count. */
export async function listPayouts(
  db: Database,
  ambassadorId: string,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(ambassadorPayouts)
    .where(eq(ambassadorPayouts.ambassadorId, ambassadorId))
    .orderBy(desc(ambassadorPayouts.requestedAt), desc(ambassadorPayouts.id))
    .limit(limit)
    .offset(offset)
}

export async function countPayouts(db: Database, ambassadorId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(ambassadorPayouts)
    .where(eq(ambassadorPayouts.ambassadorId, ambassadorId))
  return row?.value ?? 0
}
