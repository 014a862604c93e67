import { and, eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { AfterCommit } from '../../db/after-commit'
import type { Database } from '../../db/client'
import {
  ambassadorCommissions,
  ambassadorPayouts,
  ambassadors,
  orderAttributions,
  orders,
} from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'
import {
  createEventPublisher,
  type AmbassadorEvent,
  type EventPublisher,
} from '../ambassadors/ambassador-events'
import { rateAtPlacement } from '../ambassadors/ambassador-rates'
import { holdDays } from '../ambassadors/programme-terms'
import type { MailDispatcher } from '../mail/outbox.service'
import { reachGoalOfOrder } from '../operations/operation-goal'
import { approveDueCommissions } from './commission-approval'
import { commissionStatusEvent } from './commission-events'
import { earnedSaleCommission, earningOrderStatuses } from './commission-rules'
import {
  commissionLines,
  countCommissionLines,
  type CommissionStatus,
  saleLineOfAttribution,
} from './commission-lines'

const holdMs = holdDays * 24 * 60 * 60 * 1000

/** {@link earnedSaleCommission} of one order, read in one statement (null: not attributed). */
export async function expectedSaleCommission(tx: Database, orderId: string) {
  const [row] = await tx
    .select({
      attribution: orderAttributions,
      order: orders,
      rateBps: rateAtPlacement(orderAttributions.ambassadorId, orders.createdAt),
      line: ambassadorCommissions,
    })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .innerJoin(ambassadors, eq(ambassadors.userId, orderAttributions.ambassadorId))
    .leftJoin(ambassadorCommissions, saleLineOfAttribution)
    .where(eq(orderAttributions.orderId, orderId))
    .limit(1)
  if (!row) return null
  return { ...row, ...earnedSaleCommission(row.order, row.line, row.rateBps) }
}

/**
 * Creates the order's SALE commission, PENDING, at the ambassador's rate when the order was
 * placed, once: a
 * retry finds the line already there and changes nothing.
 */
export async function ensureSaleCommission(
  tx: Database,
  orderId: string,
  at: Date,
): Promise<AmbassadorEvent[]> {
  const expected = await expectedSaleCommission(tx, orderId)
  if (!expected || expected.line) return []
  const [created] = await tx
    .insert(ambassadorCommissions)
    .values({
      ambassadorId: expected.attribution.ambassadorId,
      orderId,
      operationId: expected.attribution.operationId,
      kind: 'SALE',
      status: 'PENDING',
      rateBps: expected.rateBps,
      baseCents: expected.baseCents,
      amountCents: expected.amountCents,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning()
  return created ? [commissionStatusEvent(created, expected.order.number, at)] : []
}

/**
 * Moves an order's commission along with the order: PENDING when paid, its hold starting at
 * delivery, REVERSED on cancel or refund before payout, and a negative CLAWBACK line, netted into
 * the next payout, on a refund after payout.
 */
export async function applyOrderStatus(
  tx: Database,
  orderId: string,
  status: string,
  at: Date,
): Promise<AmbassadorEvent[]> {
  const [order] = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  if (!order) return []
  const events: AmbassadorEvent[] = []
  if (earningOrderStatuses.includes(status)) {
    events.push(...(await ensureSaleCommission(tx, orderId, at)))
  }
  const [sale] = await tx
    .select()
    .from(ambassadorCommissions)
    .where(and(eq(ambassadorCommissions.orderId, orderId), eq(ambassadorCommissions.kind, 'SALE')))
    .limit(1)
    .for('update')
  if (!sale) return events

  if (status === 'DELIVERED' && sale.status === 'PENDING' && !sale.deliveredAt) {
    await tx
      .update(ambassadorCommissions)
      .set({ deliveredAt: at, availableAt: new Date(at.getTime() + holdMs), updatedAt: at })
      .where(eq(ambassadorCommissions.id, sale.id))
  }

  if (status === 'CANCELLED' || status === 'REFUNDED') {
    if (sale.status === 'PENDING' || sale.status === 'APPROVED') {
      if (sale.payoutId) {
        await tx
          .update(ambassadorPayouts)
          .set({ amountCents: sql`${ambassadorPayouts.amountCents} - ${sale.amountCents}` })
          .where(
            and(eq(ambassadorPayouts.id, sale.payoutId), eq(ambassadorPayouts.status, 'REQUESTED')),
          )
      }
      const [reversed] = await tx
        .update(ambassadorCommissions)
        .set({
          status: 'REVERSED',
          reversedAt: at,
          reversalReason: status,
          payoutId: null,
          updatedAt: at,
        })
        .where(eq(ambassadorCommissions.id, sale.id))
        .returning()
      if (reversed) events.push(commissionStatusEvent(reversed, order.number, at))
    } else if (sale.status === 'PAID' && status === 'REFUNDED') {
      const [clawback] = await tx
        .insert(ambassadorCommissions)
        .values({
          ambassadorId: sale.ambassadorId,
          orderId,
          operationId: sale.operationId,
          kind: 'CLAWBACK',
          status: 'APPROVED',
          rateBps: sale.rateBps,
          baseCents: -sale.baseCents,
          amountCents: -sale.amountCents,
          approvedAt: at,
          reversalReason: status,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning()
      if (clawback) events.push(commissionStatusEvent(clawback, order.number, at))
    }
  }
  return events
}

/**
 * The hook the order status machine calls in each transition's transaction: it moves the
 * order's commission and returns the publication of what changed, for the caller to run once
 * the transition has committed.
 */
export function orderStatusHook(publish: EventPublisher) {
  return async (
    tx: Database,
    change: { orderId: string; to: string; at: Date },
  ): Promise<AfterCommit> => {
    const events = await applyOrderStatus(tx, change.orderId, change.to, change.at)
    if (earningOrderStatuses.includes(change.to)) {
      events.push(...(await reachGoalOfOrder(tx, change.orderId, change.at, earningOrderStatuses)))
    }
    return () => publish(events)
  }
}

/** The order status hook for processes that only change orders (the CLI). */
export function publishingOrderStatusHook(pubsub: PubSub, logger: Logger) {
  return orderStatusHook(createEventPublisher(pubsub, logger))
}

export interface CommissionsDeps {
  db: Database
  now: () => Date
  publish: EventPublisher
  logger: Logger
  /** The outbox's sender, woken when the approval job has queued e-mails. */
  mail?: MailDispatcher
  /** The portal's address, for the e-mails about approved commissions (none without it). */
  ambassadorUrl?: string
  /** How often the approval job looks for commissions whose hold has ended (default 10 min). */
  approvalIntervalMs?: number
}

/** The commission ledger: its lines, the order status hook and the approval job. */
export function createCommissionsService(deps: CommissionsDeps) {
  const { db, now, publish, logger } = deps
  let approvalTimer: NodeJS.Timeout | null = null

  async function approveDue(at: Date = now()) {
    const result = await approveDueCommissions(db, at, deps.ambassadorUrl ?? null)
    await publish(result.events)
    if (result.events.length > 0) void deps.mail?.flush()
    return { ran: result.ran, approved: result.events.length }
  }

  return {
    lines: (ambassadorId: string, status: CommissionStatus | null, limit: number, offset: number) =>
      commissionLines(db, ambassadorId, status, limit, offset),
    countLines: (ambassadorId: string, status: CommissionStatus | null) =>
      countCommissionLines(db, ambassadorId, status),
    /** The order status machine's hook (runs in the transition's transaction, publishes after). */
    orderStatusChanged: orderStatusHook(publish),
    approveDue,
    /** The publisher of the programme's live events (the back office's reversals use it). */
    publish,
    /** Starts the periodic approval job (each run takes an advisory lock: one instance at a time). */
    start() {
      approvalTimer ??= setInterval(
        () => {
          approveDue().catch((error: unknown) => {
            logger.error({ err: error }, 'the commission approval job failed')
          })
        },
        deps.approvalIntervalMs ?? 10 * 60_000,
      )
      approvalTimer.unref()
    },
    stop() {
      if (approvalTimer) clearInterval(approvalTimer)
      approvalTimer = null
    },
  }
}

export type CommissionsService = ReturnType<typeof createCommissionsService>
