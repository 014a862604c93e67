import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorOperations, orderAttributions, orders } from '../../db/schema'
import { ambassadorEvent, type AmbassadorEvent } from '../ambassadors/ambassador-events'

/**
 * Marks the goal of an order's operation reached when the order, now paid, brings the sales of
 * its orders in `countedStatuses` to the goal (a bank transfer arriving after placement); once per
 * operation, as placement does.
 */
export async function reachGoalOfOrder(
  tx: Database,
  orderId: string,
  at: Date,
  countedStatuses: readonly string[],
): Promise<AmbassadorEvent[]> {
  const operationOfOrder = tx
    .select({ id: orderAttributions.operationId })
    .from(orderAttributions)
    .where(eq(orderAttributions.orderId, orderId))
  const paidSales = sql`(SELECT coalesce(sum(${orderAttributions.salesCents}), 0)
    FROM ${orderAttributions} JOIN ${orders} ON ${orders.id} = ${orderAttributions.orderId}
    WHERE ${orderAttributions.operationId} = ${ambassadorOperations.id}
      AND ${orders.status}::text IN ${countedStatuses})`
  const reached = await tx
    .update(ambassadorOperations)
    .set({ goalReachedAt: at })
    .where(
      and(
        inArray(ambassadorOperations.id, operationOfOrder),
        isNull(ambassadorOperations.goalReachedAt),
        gt(ambassadorOperations.salesGoalCents, 0),
        lte(ambassadorOperations.salesGoalCents, paidSales),
      ),
    )
    .returning()
  return reached.map((operation) =>
    ambassadorEvent('OPERATION_GOAL_REACHED', operation.ambassadorId, at, {
      operationId: operation.id,
      operationCode: operation.code,
      amountCents: operation.salesGoalCents,
    }),
  )
}
