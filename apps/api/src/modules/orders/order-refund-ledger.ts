import { and, eq, sql } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
import { orderRefundLines, orderRefunds, orders } from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'
import { catalogueKey } from '../../pubsub/topics'
import { recordAudit, type Actor } from '../audit/audit.service'
import type { OrderStatus } from './order-state'
import type { OrderRecord } from './orders.service'

export type RefundRecord = typeof orderRefunds.$inferSelect

/** The states whose money may be given back, in part or in full. */
export const refundableStatuses: readonly OrderStatus[] = [
  'PAID',
  'FULFILLED',
  'SHIPPED',
  'DELIVERED',
]

export interface RefundRequest {
  number: string
  /** The caller's key: the same key on the same order is the same refund, never a second one. */
  idempotencyKey: string
  /** The units to refund, by order line; null refunds everything that remains, shipping included. */
  lines: readonly { lineId: string; quantity: number }[] | null
  /** What to give back instead of the lines' value (a goodwill refund); at most what remains. */
  amountCents?: number | null
  /** Whether the refunded units go back in stock. */
  restock: boolean
  reason: string | null
  actor: Actor
  /** Who refunded, as the order page shows it. */
  actorName: string
}

export type RefundRefusal =
  | { reason: 'not_found' }
  | { reason: 'invalid_state'; status: OrderStatus }
  | { reason: 'no_line' }
  | { reason: 'unknown_line'; lineId: string }
  | { reason: 'too_many_units'; lineId: string; remaining: number }
  | { reason: 'over_refund'; remainingCents: number }
  | { reason: 'nothing_left' }

/** The outcome of a refund: the order as it is after it, or why nothing was refunded. */
export type RefundResult =
  | { ok: true; order: OrderRecord; amountCents: number; replayed: boolean }
  | { ok: false; refusal: RefundRefusal | { reason: 'provider_failed' } }

export type Reservation =
  | { ok: false; refusal: RefundRefusal }
  | { ok: true; refund: RefundRecord; order: OrderRecord; settled: boolean }

interface LineLeft {
  id: string
  sku: string
  unitPriceCents: number
  remaining: number
}

/** What is left to refund of a locked order: units by line, and money. */
async function leftOf(tx: Database, order: OrderRecord) {
  const lines = await queryRows<LineLeft>(
    tx,
    sql`SELECT l.id, l.sku, l.unit_price_cents AS "unitPriceCents",
          l.quantity - coalesce((SELECT sum(rl.quantity) FROM order_refund_lines rl
            JOIN order_refunds r ON r.id = rl.refund_id
            WHERE rl.order_line_id = l.id AND r.status <> 'FAILED'), 0)::int AS remaining
        FROM order_lines l WHERE l.order_id = ${order.id} ORDER BY l.position`,
  )
  const [money] = await queryRows<{ refunded: number }>(
    tx,
    sql`SELECT coalesce(sum(amount_cents), 0)::int AS refunded FROM order_refunds
        WHERE order_id = ${order.id} AND status <> 'FAILED'`,
  )
  const refundedCents = money?.refunded ?? 0
  return { lines, refundedCents, remainingCents: order.totalCents - refundedCents }
}

type Planned =
  | { ok: false; refusal: RefundRefusal }
  | { ok: true; amountCents: number; units: { lineId: string; quantity: number }[] }

/** The units and amount a request refunds, or why it cannot. */
function plan(
  order: OrderRecord,
  left: Awaited<ReturnType<typeof leftOf>>,
  request: RefundRequest,
): Planned {
  if (left.remainingCents <= 0) return { ok: false, refusal: { reason: 'nothing_left' } }
  let units: { lineId: string; quantity: number }[]
  let value: number
  if (request.lines === null) {
    units = left.lines
      .filter((line) => line.remaining > 0)
      .map((line) => ({ lineId: line.id, quantity: line.remaining }))
    value = left.remainingCents
  } else {
    units = request.lines.filter((line) => line.quantity > 0)
    if (units.length === 0) return { ok: false, refusal: { reason: 'no_line' } }
    let goods = 0
    for (const unit of units) {
      const line = left.lines.find((candidate) => candidate.id === unit.lineId)
      if (!line) return { ok: false, refusal: { reason: 'unknown_line', lineId: unit.lineId } }
      if (!Number.isInteger(unit.quantity) || unit.quantity > line.remaining) {
        return {
          ok: false,
          refusal: { reason: 'too_many_units', lineId: unit.lineId, remaining: line.remaining },
        }
      }
      goods += line.unitPriceCents * unit.quantity
    }
    // The order's discount is shared by its goods: a line gives back what was paid for it.
    const paidShare =
      order.subtotalCents > 0
        ? (order.subtotalCents - order.discountCents) / order.subtotalCents
        : 0
    value = Math.round(goods * paidShare)
  }
  const amountCents = request.amountCents ?? value
  if (!Number.isInteger(amountCents) || amountCents > left.remainingCents) {
    return { ok: false, refusal: { reason: 'over_refund', remainingCents: left.remainingCents } }
  }
  if (amountCents <= 0) return { ok: false, refusal: { reason: 'nothing_left' } }
  return { ok: true, amountCents, units }
}

/**
 * The refunds of orders as the database keeps them. A refund is reserved (PENDING) under the
 * order's row lock, so that two staff refunding at once cannot both give back what remains; it
 * is settled once the payment provider has answered, and only then are the units restocked.
 */
export function createOrderRefundLedger(deps: { db: Database; pubsub: PubSub }) {
  const { db } = deps

  async function reserve(request: RefundRequest): Promise<Reservation> {
    return db.transaction(async (tx): Promise<Reservation> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.number, request.number.trim().toUpperCase()))
        .for('update')
      if (!order) return { ok: false, refusal: { reason: 'not_found' } }
      const [known] = await tx
        .select()
        .from(orderRefunds)
        .where(
          and(
            eq(orderRefunds.orderId, order.id),
            eq(orderRefunds.idempotencyKey, request.idempotencyKey),
          ),
        )
      if (known) return { ok: true, refund: known, order, settled: known.status === 'SUCCEEDED' }
      if (!refundableStatuses.includes(order.status)) {
        return { ok: false, refusal: { reason: 'invalid_state', status: order.status } }
      }
      const planned = plan(order, await leftOf(tx, order), request)
      if (!planned.ok) return planned
      const [refund] = await tx
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          idempotencyKey: request.idempotencyKey,
          amountCents: planned.amountCents,
          restock: request.restock,
          reason: request.reason,
          staffId: request.actor.staffId,
          actorName: request.actorName,
        })
        .returning()
      if (!refund) throw new Error('The refund was not written')
      if (planned.units.length > 0) {
        await tx.insert(orderRefundLines).values(
          planned.units.map((unit) => ({
            refundId: refund.id,
            orderLineId: unit.lineId,
            quantity: unit.quantity,
          })),
        )
      }
      return { ok: true, refund, order, settled: false }
    })
  }

  /** Forgets a reservation the provider refused: what it held may be refunded again. */
  async function release(refundId: string): Promise<void> {
    await db
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'PENDING')))
  }

  /**
   * Marks a reserved refund done once the money is back: restocks its units if asked, writes
   * the audit row. Returns whether the whole order is now refunded.
   */
  async function settle(refundId: string, actor: Actor): Promise<{ fullyRefunded: boolean }> {
    let restocked: string[] = []
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, sql`(SELECT order_id FROM order_refunds WHERE id = ${refundId})`))
        .for('update')
      if (!order) throw new Error('The refunded order disappeared')
      const [refund] = await tx
        .update(orderRefunds)
        .set({ status: 'SUCCEEDED', settledAt: new Date() })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'PENDING')))
        .returning()
      const left = await leftOf(tx, order)
      if (!refund) return { fullyRefunded: left.remainingCents <= 0 }
      const units = await queryRows<{ sku: string; quantity: number }>(
        tx,
        sql`SELECT l.sku, rl.quantity FROM order_refund_lines rl
            JOIN order_lines l ON l.id = rl.order_line_id
            WHERE rl.refund_id = ${refund.id} ORDER BY l.position`,
      )
      if (refund.restock) {
        const rows = await queryRows<{ product_id: string }>(
          tx,
          sql`UPDATE product_variants AS v SET stock = v.stock + rl.quantity
              FROM order_refund_lines AS rl JOIN order_lines AS l ON l.id = rl.order_line_id
              WHERE rl.refund_id = ${refund.id} AND l.variant_id = v.id
              RETURNING v.product_id`,
        )
        restocked = [...new Set(rows.map((row) => row.product_id))]
      }
      await recordAudit(tx, actor, {
        action: 'order.refund',
        recordType: 'order',
        recordId: order.number,
        before: { refundedCents: left.refundedCents - refund.amountCents },
        after: {
          refundedCents: left.refundedCents,
          amountCents: refund.amountCents,
          lines: units,
          restock: refund.restock,
          ...(refund.reason ? { reason: refund.reason } : {}),
        },
      })
      return { fullyRefunded: left.remainingCents <= 0 }
    })
    // Units back in stock: the catalogue's caches drop what they showed of these products.
    if (restocked.length > 0) {
      await deps.pubsub.publish('catalogueChanged', catalogueKey, { productIds: restocked })
    }
    return outcome
  }

  /** The money already given back (or being given back) on an order. */
  async function refundedCents(orderId: string): Promise<number> {
    const [row] = await queryRows<{ refunded: number }>(
      db,
      sql`SELECT coalesce(sum(amount_cents), 0)::int AS refunded FROM order_refunds
          WHERE order_id = ${orderId} AND status <> 'FAILED'`,
    )
    return row?.refunded ?? 0
  }

  return { reserve, release, settle, refundedCents }
}

export type OrderRefundLedger = ReturnType<typeof createOrderRefundLedger>
