import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import {
  ambassadors,
  orderAttributions,
  orderLines,
  orders,
  orderStatusEvents,
} from '../../db/schema'
import { notesOf, type OrderNoteRecord } from './order-notes'
import { refundsOf, type RefundOnOrder } from './order-refund-queries'
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
  /** The code of the ambassador the orders credit. */
  ambassadorCode?: string | null
  sort?: OrderSort | null
  /** From 1. */
  page: number
  pageSize: number
}

export interface OrderPage {
  orders: (OrderRecord & { ambassador: CreditedAmbassador | null })[]
  total: number
  page: number
  pageSize: number
}

export interface CreditedAmbassador {
  userId: string
  code: string
  displayName: string
  source: string
}

const credited = {
  userId: ambassadors.userId,
  code: ambassadors.code,
  displayName: ambassadors.displayName,
  source: orderAttributions.source,
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
    search.ambassadorCode?.trim()
      ? eq(ambassadors.code, search.ambassadorCode.trim().toUpperCase())
      : undefined,
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
    .select({
      order: orders,
      ambassador: credited,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
    .leftJoin(ambassadors, eq(ambassadors.userId, orderAttributions.ambassadorId))
    .where(where)
    .orderBy(...orderings[search.sort ?? 'NEWEST'])
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && search.page > 1) {
    const [counted] = await db
      .select({ value: count() })
      .from(orders)
      .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
      .leftJoin(ambassadors, eq(ambassadors.userId, orderAttributions.ambassadorId))
      .where(where)
    total = counted?.value ?? 0
  }
  return {
    orders: rows.map(({ order, ambassador }) => {
      const { userId, code, displayName, source } = ambassador
      return {
        ...order,
        ambassador:
          userId && code && displayName && source ? { userId, code, displayName, source } : null,
      }
    }),
    total,
    page: search.page,
    pageSize: search.pageSize,
  }
}

export type StaffOrderDetails = OrderRecord & {
  lines: (OrderLineRecord & { refundedQuantity: number })[]
  events: OrderStatusEventRecord[]
  ambassador: CreditedAmbassador | null
  refunds: RefundOnOrder[]
  notes: OrderNoteRecord[]
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
  const [lines, events, attributed, refunds, notes] = await Promise.all([
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
      .select(credited)
      .from(orderAttributions)
      .innerJoin(ambassadors, eq(ambassadors.userId, orderAttributions.ambassadorId))
      .where(eq(orderAttributions.orderId, order.id))
      .limit(1),
    refundsOf(db, order.id),
    notesOf(db, [order.id]),
  ])
  const refundedUnits = new Map<string, number>()
  for (const refund of refunds) {
    for (const line of refund.lines) {
      refundedUnits.set(line.lineId, (refundedUnits.get(line.lineId) ?? 0) + line.quantity)
    }
  }
  return {
    ...order,
    lines: lines.map((line) => ({ ...line, refundedQuantity: refundedUnits.get(line.id) ?? 0 })),
    events,
    ambassador: attributed[0] ?? null,
    refunds,
    notes,
  }
}
