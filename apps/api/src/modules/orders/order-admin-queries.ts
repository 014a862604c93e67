import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import {
  ambassadors,
  orderAttributions,
  orderLines,
  orders,
  orderStatusEvents,
} from '../../db/schema'
import type { OrderStatus } from './order-state'
import type { OrderLineRecord, OrderRecord, OrderStatusEventRecord } from './orders.service'

export type OrderSort = 'NEWEST' | 'OLDEST' | 'TOTAL_HIGHEST'

export interface OrderSearch {
  status?: OrderStatus | null
  /** From this instant on. */
  since?: Date | null
  /** Before this instant. */
  until?: Date | null
  /** A payment provider id (`stripe`, `bank-transfer`…). */
  paymentMethod?: string | null
  /** Part of the order number, the e-mail address or the buyer's name. */
  search?: string | null
  sort?: OrderSort | null
  /** From 1. */
  page: number
  pageSize: number
}

export interface OrderPage {
  orders: OrderRecord[]
  total: number
  page: number
  pageSize: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function conditionsOf(search: OrderSearch): SQL | undefined {
  const text = search.search?.trim()
  const pattern = text ? `%${escapeLike(text)}%` : null
  const name = sql`concat_ws(' ', ${orders.shippingAddress}->>'firstName', ${orders.shippingAddress}->>'lastName')`
  return and(
    search.status ? eq(orders.status, search.status) : undefined,
    search.since ? gte(orders.createdAt, search.since) : undefined,
    search.until ? lt(orders.createdAt, search.until) : undefined,
    search.paymentMethod ? eq(orders.paymentMethod, search.paymentMethod) : undefined,
    pattern
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.email, pattern),
          sql`${name} ilike ${pattern}`,
        )
      : undefined,
  )
}

const orderings: Record<OrderSort, SQL[]> = {
  NEWEST: [desc(orders.createdAt), desc(orders.number)],
  OLDEST: [asc(orders.createdAt), asc(orders.number)],
  TOTAL_HIGHEST: [desc(orders.totalCents), desc(orders.createdAt)],
}

/**
 * One page of the orders matching the filters, with the number of them all, in one statement
 * (a second only to count when the page lies past the last one).
 */
export async function searchOrders(db: Database, search: OrderSearch): Promise<OrderPage> {
  const where = conditionsOf(search)
  const rows = await db
    .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(...orderings[search.sort ?? 'NEWEST'])
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && search.page > 1) {
    const [counted] = await db.select({ value: count() }).from(orders).where(where)
    total = counted?.value ?? 0
  }
  return {
    orders: rows.map((row) => row.order),
    total,
    page: search.page,
    pageSize: search.pageSize,
  }
}

export interface CreditedAmbassador {
  userId: string
  code: string
  displayName: string
  source: string
}

export type StaffOrderDetails = OrderRecord & {
  lines: OrderLineRecord[]
  events: OrderStatusEventRecord[]
  ambassador: CreditedAmbassador | null
}

/** An order as the back office shows it: lines, status history and the ambassador it credits. */
export async function orderForStaff(
  db: Database,
  number: string,
): Promise<StaffOrderDetails | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.number, number.trim().toUpperCase()))
    .limit(1)
  if (!order) return null
  const [lines, events, credited] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    db
      .select({
        userId: ambassadors.userId,
        code: ambassadors.code,
        displayName: ambassadors.displayName,
        source: orderAttributions.source,
      })
      .from(orderAttributions)
      .innerJoin(ambassadors, eq(ambassadors.userId, orderAttributions.ambassadorId))
      .where(eq(orderAttributions.orderId, order.id))
      .limit(1),
  ])
  return { ...order, lines, events, ambassador: credited[0] ?? null }
}
