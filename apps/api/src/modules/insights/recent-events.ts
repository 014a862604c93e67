import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import {
  ambassadorCommissions,
  ambassadorOperations,
  ambassadorPayouts,
  ambassadors,
  orderAttributions,
  orders,
} from '../../db/schema'
import {
  ambassadorEvent,
  type AmbassadorEvent,
  type AmbassadorEventType,
} from '../ambassadors/ambassador-events'
import { earnedSaleCommission } from '../commissions/commission-rules'
import { saleLineOfAttribution } from '../commissions/commission-lines'

/** The most recentEvents gives. */
export const recentEventsMaximum = 50

/** Within one instant, the order the live events are published in. */
const emissionOrder: Record<AmbassadorEventType, number> = {
  ORDER_ATTRIBUTED: 0,
  PAYOUT_STATUS_CHANGED: 1,
  COMMISSION_STATUS_CHANGED: 2,
  OPERATION_GOAL_REACHED: 3,
  LINK_CLICKED: 4,
}

type CommissionRow = typeof ambassadorCommissions.$inferSelect

function commissionEvents(line: CommissionRow, orderNumber: string): AmbassadorEvent[] {
  const steps: [Date | null, CommissionRow['status']][] =
    line.kind === 'CLAWBACK'
      ? [
          [line.createdAt, 'APPROVED'],
          [line.paidAt, 'PAID'],
        ]
      : [
          [line.createdAt, 'PENDING'],
          [line.approvedAt, 'APPROVED'],
          [line.paidAt, 'PAID'],
          [line.reversedAt, 'REVERSED'],
        ]
  return steps.flatMap(([at, status]) =>
    at
      ? [
          ambassadorEvent('COMMISSION_STATUS_CHANGED', line.ambassadorId, at, {
            orderNumber,
            commissionId: line.id,
            commissionStatus: status,
            amountCents: line.amountCents,
            operationId: line.operationId,
          }),
        ]
      : [],
  )
}

/**
 * An ambassador's latest events rebuilt from what is stored (orders attributed, commission
 * steps, payouts, goals reached), newest first, in four statements whatever `first` is. Each
 * source gives its `first` latest rows: enough, since every row holds its latest event.
 */
export async function recentEvents(
  db: Database,
  ambassadorId: string,
  first: number,
): Promise<AmbassadorEvent[]> {
  const limit = Math.max(0, Math.min(first, recentEventsMaximum))
  if (limit === 0) return []
  const [attributed, lines, payouts, goals] = await Promise.all([
    db
      .select({
        attribution: orderAttributions,
        order: {
          number: orders.number,
          status: orders.status,
          subtotalCents: orders.subtotalCents,
          discountCents: orders.discountCents,
        },
        rateBps: ambassadors.commissionRateBps,
        line: ambassadorCommissions,
      })
      .from(orderAttributions)
      .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
      .innerJoin(ambassadors, eq(ambassadors.userId, orderAttributions.ambassadorId))
      .leftJoin(ambassadorCommissions, saleLineOfAttribution)
      .where(eq(orderAttributions.ambassadorId, ambassadorId))
      .orderBy(desc(orderAttributions.createdAt), desc(orderAttributions.orderId))
      .limit(limit),
    db
      .select({ line: ambassadorCommissions, number: orders.number })
      .from(ambassadorCommissions)
      .innerJoin(orders, eq(orders.id, ambassadorCommissions.orderId))
      .where(eq(ambassadorCommissions.ambassadorId, ambassadorId))
      .orderBy(
        desc(
          sql`greatest(${ambassadorCommissions.createdAt}, ${ambassadorCommissions.approvedAt}, ${ambassadorCommissions.paidAt}, ${ambassadorCommissions.reversedAt})`,
        ),
        desc(ambassadorCommissions.id),
      )
      .limit(limit),
    db
      .select()
      .from(ambassadorPayouts)
      .where(eq(ambassadorPayouts.ambassadorId, ambassadorId))
      .orderBy(
        desc(sql`coalesce(${ambassadorPayouts.decidedAt}, ${ambassadorPayouts.requestedAt})`),
        desc(ambassadorPayouts.id),
      )
      .limit(limit),
    db
      .select()
      .from(ambassadorOperations)
      .where(
        and(
          eq(ambassadorOperations.ambassadorId, ambassadorId),
          isNotNull(ambassadorOperations.goalReachedAt),
        ),
      )
      .orderBy(desc(ambassadorOperations.goalReachedAt))
      .limit(limit),
  ])
  const unpaidAndCancelled = new Set(['CANCELLED', 'REFUNDED'])
  const events: AmbassadorEvent[] = [
    ...attributed.map(({ attribution, order, rateBps, line }) =>
      ambassadorEvent('ORDER_ATTRIBUTED', ambassadorId, attribution.createdAt, {
        orderNumber: order.number,
        operationId: attribution.operationId,
        // An order cancelled before it was paid never earns anything.
        amountCents:
          !line && unpaidAndCancelled.has(order.status)
            ? null
            : earnedSaleCommission(order, line, rateBps).amountCents,
        salesCents: attribution.salesCents,
      }),
    ),
    ...lines.flatMap(({ line, number }) => commissionEvents(line, number)),
    ...payouts.flatMap((payout) =>
      [
        [payout.requestedAt, 'REQUESTED'] as const,
        [payout.decidedAt, payout.status] as const,
      ].flatMap(([at, status]) =>
        at
          ? [
              ambassadorEvent('PAYOUT_STATUS_CHANGED', ambassadorId, at, {
                payoutId: payout.id,
                payoutStatus: status,
                amountCents: payout.amountCents,
              }),
            ]
          : [],
      ),
    ),
    ...goals.flatMap((operation) =>
      operation.goalReachedAt
        ? [
            ambassadorEvent('OPERATION_GOAL_REACHED', ambassadorId, operation.goalReachedAt, {
              operationId: operation.id,
              operationCode: operation.code,
              amountCents: operation.salesGoalCents,
            }),
          ]
        : [],
    ),
  ]
  return events
    .sort((a, b) => b.at.localeCompare(a.at) || emissionOrder[b.type] - emissionOrder[a.type])
    .slice(0, limit)
}
