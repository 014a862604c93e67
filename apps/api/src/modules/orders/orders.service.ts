import { timingSafeEqual } from 'node:crypto'

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { orderLines, orders, orderStatusEvents, type StoredAddress } from '../../db/schema'
import { generateToken, hashToken } from '../accounts/tokens'

export type OrderRecord = typeof orders.$inferSelect
export type OrderLineRecord = typeof orderLines.$inferSelect
export type OrderStatusEventRecord = typeof orderStatusEvents.$inferSelect

/** An order with its lines and its status history (oldest first). */
export interface OrderDetails {
  order: OrderRecord
  lines: OrderLineRecord[]
  events: OrderStatusEventRecord[]
}

/** Who asks to see an order: a signed-in customer, and/or the holder of an access token. */
export interface OrderViewer {
  userId: string | null
  accessToken: string | null | undefined
}

/**
 * The order page, with the access token when there is one to give (the confirmation e-mail's
 * link); without it, the page asks its customer to sign in or a guest for the e-mailed link.
 */
export function orderLink(publicUrl: string, number: string, accessToken: string | null) {
  const page = `${publicUrl}/order?number=${encodeURIComponent(number)}`
  return accessToken ? `${page}&token=${encodeURIComponent(accessToken)}` : page
}

function holdsToken(storedHash: string, given: string): boolean {
  const a = Buffer.from(storedHash)
  const b = Buffer.from(hashToken(given))
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether a viewer may see an order: its customer, or whoever holds its access token. */
export function maySee(order: OrderRecord, viewer: OrderViewer): boolean {
  if (viewer.userId !== null && order.userId === viewer.userId) return true
  return (
    typeof viewer.accessToken === 'string' && holdsToken(order.accessTokenHash, viewer.accessToken)
  )
}

/** How many saved addresses a customer is offered. */
export const savedAddressesMaximum = 5

/** Two addresses are one when they differ only by case, spacing or phone. */
const addressKey = sql`regexp_replace(lower(concat_ws('|', ${orders.shippingAddress}->>'firstName', ${orders.shippingAddress}->>'lastName', ${orders.shippingAddress}->>'line1', coalesce(${orders.shippingAddress}->>'line2', ''), ${orders.shippingAddress}->>'postalCode', ${orders.shippingAddress}->>'city', ${orders.shippingAddress}->>'country')), '[[:space:]]+', '', 'g')`

/** The order of this number (as stored: upper case), or null. */
export async function findOrderByNumber(db: Database, number: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1)
  return row ?? null
}

/** The order a payment provider knows by its reference (Stripe: the PaymentIntent), or null. */
export async function findOrderByPayment(
  db: Database,
  method: OrderRecord['paymentMethod'],
  reference: string,
): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentMethod, method), eq(orders.paymentReference, reference)))
    .limit(1)
  return row ?? null
}

/** Orders as their buyers see them. Anyone else learns nothing, not even that an order exists. */
export function createOrdersService(db: Database) {
  async function withDetails(rows: OrderRecord[]): Promise<OrderDetails[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const [lines, events] = await Promise.all([
      db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.position)),
      db
        .select()
        .from(orderStatusEvents)
        .where(inArray(orderStatusEvents.orderId, ids))
        .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    ])
    return rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      events: events.filter((event) => event.orderId === order.id),
    }))
  }

  async function findByNumber(number: string): Promise<OrderRecord | null> {
    return findOrderByNumber(db, number)
  }

  /** The order of this number if the viewer may see it; null otherwise, whether or not it exists. */
  async function findVisibleOrder(
    number: string,
    viewer: OrderViewer,
  ): Promise<OrderDetails | null> {
    const order = await findByNumber(number.trim().toUpperCase())
    if (!order || !maySee(order, viewer)) return null
    const [details] = await withDetails([order])
    return details ?? null
  }

  /** A customer's orders, newest first. */
  async function listCustomerOrders(
    userId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: OrderDetails[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .offset(page.offset)
        .limit(page.limit),
      db
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId))),
    ])
    return { items: await withDetails(rows), total: counted?.total ?? 0 }
  }

  /**
   * A new access token for an order (only its hash is stored, so a lost link cannot be sent
   * again as it was); the previous link stops working.
   */
  async function renewAccessToken(orderId: string): Promise<string> {
    const accessToken = generateToken()
    await db
      .update(orders)
      .set({ accessTokenHash: hashToken(accessToken), updatedAt: new Date() })
      .where(eq(orders.id, orderId))
    return accessToken
  }

  /** The distinct shipping addresses of a customer's orders, latest used first, in one statement. */
  async function customerAddresses(userId: string): Promise<StoredAddress[]> {
    const latest = db
      .selectDistinctOn([addressKey], {
        address: orders.shippingAddress,
        usedAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(addressKey, desc(orders.createdAt))
      .as('latest')
    const rows = await db
      .select({ address: latest.address })
      .from(latest)
      .orderBy(desc(latest.usedAt))
      .limit(savedAddressesMaximum)
    return rows.map((row) => row.address)
  }

  return {
    findByNumber,
    findVisibleOrder,
    listCustomerOrders,
    customerAddresses,
    withDetails,
    renewAccessToken,
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
