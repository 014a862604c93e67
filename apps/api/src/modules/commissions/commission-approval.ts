import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
import { ambassadorCommissions, orders } from '../../db/schema'
import type { AmbassadorEvent } from '../ambassadors/ambassador-events'
import { mailApprovals } from './approval-mails'
import { commissionStatusEvent } from './commission-events'

/** Key of the PostgreSQL advisory lock of the approval job ('AMBHOLD' as a number). */
export const approvalJobLockKey = 0x414d42484f4c44

/**
 * Approves the PENDING commissions whose hold has ended by `now`. Only one instance runs it at a
 * time: the others find the advisory lock taken and return `ran: false`. Each ambassador who
 * wants e-mails about approved commissions gets one listing theirs (with a `portalUrl`).
 */
export async function approveDueCommissions(
  db: Database,
  now: Date,
  portalUrl: string | null = null,
): Promise<{ ran: boolean; events: AmbassadorEvent[] }> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${approvalJobLockKey}) AS locked`,
    )
    if (!lock?.locked) return { ran: false, events: [] }
    const approved = await tx
      .update(ambassadorCommissions)
      .set({ status: 'APPROVED', approvedAt: now, updatedAt: now })
      .where(
        and(
          eq(ambassadorCommissions.status, 'PENDING'),
          lte(ambassadorCommissions.availableAt, now),
          isNull(ambassadorCommissions.payoutId),
        ),
      )
      .returning()
    if (approved.length === 0) return { ran: true, events: [] }
    const numbers = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(
        inArray(
          orders.id,
          approved.map((commission) => commission.orderId),
        ),
      )
    const numberOf = new Map(numbers.map((row) => [row.id, row.number]))
    if (portalUrl) await mailApprovals(tx, approved, numberOf, portalUrl)
    return {
      ran: true,
      events: approved.map((commission) =>
        commissionStatusEvent(commission, numberOf.get(commission.orderId) ?? '', now),
      ),
    }
  })
}
