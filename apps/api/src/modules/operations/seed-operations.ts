import { eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorOperations, ambassadors } from '../../db/schema'
import type { SeedOperation } from '../../seed/data/types'

const dayMs = 24 * 60 * 60 * 1000

/**
 * Loads demo operations, published, with dates around `now`. Seeding again moves them back
 * around the new day, so the demo always has a live operation.
 */
export async function seedOperations(
  db: Database,
  operations: readonly SeedOperation[],
  now: Date,
): Promise<number> {
  let loaded = 0
  for (const operation of operations) {
    const [owner] = await db
      .select({ id: ambassadors.userId })
      .from(ambassadors)
      .where(eq(ambassadors.code, operation.ambassadorCode))
      .limit(1)
    if (!owner) continue
    const startsAt = new Date(now.getTime() - operation.startsDaysAgo * dayMs)
    const endsAt = new Date(now.getTime() + operation.endsInDays * dayMs)
    await db
      .insert(ambassadorOperations)
      .values({
        ambassadorId: owner.id,
        name: operation.name,
        code: operation.code,
        customerDiscountBps: operation.customerDiscountBps,
        startsAt,
        endsAt,
        salesGoalCents: operation.salesGoalCents,
        publishedAt: startsAt,
      })
      .onConflictDoUpdate({
        target: ambassadorOperations.code,
        set: {
          startsAt,
          endsAt,
          publishedAt: startsAt,
          closedAt: null,
          updatedAt: sql`now()`,
        },
      })
    loaded += 1
  }
  return loaded
}
