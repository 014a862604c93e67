import { and, count, eq, inArray, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { orderAttributions, orders } from '../../db/schema'
import { countedOrder } from '../attribution/attribution.service'

export interface OperationProgress {
  orders: number
  salesCents: number
  goalCents: number
  /** Sales over goal in percent, rounded down (may pass 100). */
  goalPercent: number
  /** The next of 25, 50, 75 and 100 % not reached yet, and the sales it still needs. */
  nextMilestone: { percent: number; remainingCents: number } | null
}

export const milestones = [25, 50, 75, 100]

function progressAgainstGoal(
  orderCount: number,
  salesCents: number,
  goalCents: number,
): OperationProgress {
  const goalPercent = goalCents > 0 ? Math.floor((salesCents * 100) / goalCents) : 0
  const next = goalCents > 0 ? milestones.find((percent) => percent > goalPercent) : undefined
  return {
    orders: orderCount,
    salesCents,
    goalCents,
    goalPercent,
    nextMilestone:
      next === undefined
        ? null
        : { percent: next, remainingCents: Math.ceil((goalCents * next) / 100) - salesCents },
  }
}

/**
 * Orders and sales of several operations against their goals, in one statement whatever their
 * number; the results come in the order of `operations`.
 */
export async function operationsProgress(
  db: Database,
  operations: readonly { id: string; salesGoalCents: number }[],
): Promise<OperationProgress[]> {
  if (operations.length === 0) return []
  const rows = await db
    .select({
      operationId: orderAttributions.operationId,
      orders: count(),
      sales: sql<number>`coalesce(sum(${orderAttributions.salesCents}), 0)::int`,
    })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .where(
      and(
        inArray(
          orderAttributions.operationId,
          operations.map((operation) => operation.id),
        ),
        countedOrder,
      ),
    )
    .groupBy(orderAttributions.operationId)
  const byOperation = new Map(rows.map((row) => [row.operationId, row]))
  return operations.map((operation) => {
    const row = byOperation.get(operation.id)
    return progressAgainstGoal(row?.orders ?? 0, row?.sales ?? 0, operation.salesGoalCents)
  })
}
