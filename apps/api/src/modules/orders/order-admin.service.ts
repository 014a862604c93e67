import { isLocale } from '@comptoir/i18n/locales'
import { desc, eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import { nothingAfterCommit, type AfterCommit } from '../../db/after-commit'
import { queryRows, type Database } from '../../db/client'
import { mailOutbox, orders, orderStatusEvents } from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'
import { catalogueKey } from '../../pubsub/topics'
import { recordAudit, type Actor } from '../audit/audit.service'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import { carriers, trackingUrl, type CarrierId } from './carriers'
import { orderShippedMail } from './order-mails'
import { createOrderRefundLedger } from './order-refund-ledger'
import { canTransition, nextOrderStatus, restockingStatuses, type OrderStatus } from './order-state'
import { orderLink, type OrderRecord } from './orders.service'

export interface OrderAdminDeps {
  db: Database
  pubsub: PubSub
  mail: MailDispatcher
  logger: Logger
  publicUrl: string
  /**
   * Runs in each transition's transaction (the ambassador programme's commission ledger); what
   * it returns runs once the transition has committed.
   */
  onStatusChanged?: (
    tx: Database,
    change: { orderId: string; to: OrderStatus; at: Date },
  ) => Promise<AfterCommit>
}

/** The outcome of an operator's change of state. */
export type TransitionResult =
  | { ok: true; order: OrderRecord; from: OrderStatus }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid_transition'; from: OrderStatus; to: OrderStatus | null }

export interface TransitionOptions {
  /** Who made the change, written in the status event (e.g. `admin`). */
  actor: string
  note?: string | null
  /** Moves the order only from this state (a job acting on what it read a moment before). */
  from?: OrderStatus
  /** An e-mail to the buyer about the change, of this kind, rendered from the order when sent. */
  notify?: string
  /** Who made the change, for the audit log (a staff member or the command line). */
  audit?: Actor
  /** The parcel of a move to SHIPPED. */
  shipment?: { carrier: CarrierId; trackingNumber: string }
}

/**
 * The operator's order chores (the CLI's commands): list, advance, cancel, refund. Every change
 * is validated against the state machine, written with its status event in one transaction
 * (cancel and refund put the units back in stock; shipping queues the buyer's e-mail), then
 * published so that subscribers see it.
 */
export function createOrderAdminService(deps: OrderAdminDeps) {
  const { db } = deps

  async function listOrders(filter: { status?: OrderStatus | null; limit?: number } = {}) {
    return db
      .select()
      .from(orders)
      .where(filter.status ? eq(orders.status, filter.status) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(Math.min(Math.max(filter.limit ?? 50, 1), 500))
  }

  async function transition(
    number: string,
    to: OrderStatus | 'NEXT',
    options: TransitionOptions,
  ): Promise<TransitionResult> {
    let afterCommit: AfterCommit = nothingAfterCommit
    let restocked: string[] = []
    const result = await db.transaction(async (tx): Promise<TransitionResult> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.number, number.trim().toUpperCase()))
        .for('update')
      if (!order) return { ok: false, reason: 'not_found' }
      const from = order.status
      const target = to === 'NEXT' ? nextOrderStatus(from) : to
      const expected = options.from === undefined || options.from === from
      if (!target || !expected || !canTransition(from, target)) {
        return { ok: false, reason: 'invalid_transition', from, to: target }
      }
      const now = new Date()
      const [updated] = await tx
        .update(orders)
        .set({
          status: target,
          updatedAt: now,
          ...(target === 'SHIPPED' && options.shipment
            ? { carrier: options.shipment.carrier, trackingNumber: options.shipment.trackingNumber }
            : {}),
        })
        .where(eq(orders.id, order.id))
        .returning()
      if (!updated) throw new Error('The order disappeared')
      await tx.insert(orderStatusEvents).values({
        orderId: order.id,
        fromStatus: from,
        toStatus: target,
        actor: options.actor,
        note: options.note ?? null,
        createdAt: now,
      })
      if (options.audit) {
        await recordAudit(tx, options.audit, {
          action: `order.${target.toLowerCase()}`,
          recordType: 'order',
          recordId: updated.number,
          before: { status: from },
          after: {
            status: target,
            ...(options.shipment ?? {}),
            ...(options.note ? { note: options.note } : {}),
          },
        })
      }
      if (deps.onStatusChanged) {
        afterCommit = await deps.onStatusChanged(tx, { orderId: order.id, to: target, at: now })
      }
      if (restockingStatuses.includes(target)) {
        const rows = await queryRows<{ product_id: string }>(
          tx,
          // The units a refund already covers were restocked (or kept) by that refund.
          sql`UPDATE product_variants AS v SET stock = v.stock + l.quantity - l.refunded
              FROM (SELECT ol.variant_id, ol.quantity,
                  coalesce((SELECT sum(rl.quantity) FROM order_refund_lines rl
                    JOIN order_refunds r ON r.id = rl.refund_id
                    WHERE rl.order_line_id = ol.id AND r.status <> 'FAILED'), 0) AS refunded
                FROM order_lines AS ol WHERE ol.order_id = ${order.id}) AS l
              WHERE l.variant_id = v.id AND l.quantity > l.refunded
              RETURNING v.product_id`,
        )
        restocked = [...new Set(rows.map((row) => row.product_id))]
      }
      if (options.notify) {
        await tx.insert(mailOutbox).values({
          kind: options.notify,
          recipient: updated.email,
          subject: '',
          text: '',
          html: '',
          orderId: updated.id,
        })
      }
      if (target === 'SHIPPED') {
        await enqueueMail(
          tx,
          orderShippedMail({
            number: updated.number,
            email: updated.email,
            locale: isLocale(updated.locale) ? updated.locale : 'en',
            // Only the hash of the access token is kept: the confirmation e-mail's link stays the way in.
            link: orderLink(deps.publicUrl, updated.number, null),
            tracking: parcelOf(updated),
          }),
        )
      }
      return { ok: true, order: updated, from }
    })
    if (result.ok) {
      await deps.pubsub.publish('orderStatusChanged', result.order.number, {
        orderNumber: result.order.number,
        status: result.order.status,
        previousStatus: result.from,
        changedAt: result.order.updatedAt.toISOString(),
      })
      // Units back in stock: the catalogue's caches drop what they showed of these products.
      if (restocked.length > 0) {
        await deps.pubsub.publish('catalogueChanged', catalogueKey, { productIds: restocked })
      }
      await afterCommit()
      if (result.order.status === 'SHIPPED' || options.notify) {
        deps.mail.flush().catch((error: unknown) => {
          deps.logger.error({ err: error }, 'the e-mail about an order could not be dispatched')
        })
      }
    }
    return result
  }

  return {
    listOrders,
    transition,
    /** The refunds' reservations and settlements (the payments module asks the provider between). */
    refunds: createOrderRefundLedger({ db, pubsub: deps.pubsub }),
    advance: (number: string, options: TransitionOptions) => transition(number, 'NEXT', options),
    ship: (
      number: string,
      shipment: NonNullable<TransitionOptions['shipment']>,
      options: TransitionOptions,
    ) => transition(number, 'SHIPPED', { ...options, shipment }),
    cancel: (number: string, options: TransitionOptions) =>
      transition(number, 'CANCELLED', options),
    refund: (number: string, options: TransitionOptions) => transition(number, 'REFUNDED', options),
  }
}

function parcelOf(order: OrderRecord) {
  const url = trackingUrl(order.carrier, order.trackingNumber)
  if (!url || !order.carrier || !order.trackingNumber) return null
  const carrier = carriers[order.carrier as CarrierId].name
  return { carrier, number: order.trackingNumber, url }
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>
