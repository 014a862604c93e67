import { and, count, desc, eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorCommissions, orderAttributions, orders } from '../../db/schema'
import type { CommissionRecord } from '../commissions/commission-lines'
import { saleLineOfAttribution } from '../commissions/commission-lines'
import { operationsProgress } from './operation-progress'
import { dashboard, type DashboardPeriod } from './dashboard'
import { recentEvents } from './recent-events'

/** An attributed order as its ambassador sees it: the customer is masked. */
export interface AttributedOrder {
  orderId: string
  number: string
  placedAt: Date
  status: string
  source: string
  operationId: string | null
  salesCents: number
  customer: string
  city: string
  /** The order's SALE line, if the order was paid. */
  commission: CommissionRecord | null
}

/** `Camille Martin` → `Camille M.` */
export function maskCustomer(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase()
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim()
}

/** The ambassador's attributed orders, or only those of one of their operations. */
const ordersOf = (ambassadorId: string, operationId: string | null) =>
  and(
    eq(orderAttributions.ambassadorId, ambassadorId),
    operationId ? eq(orderAttributions.operationId, operationId) : undefined,
  )

/** One page of attributed orders, latest first, in one statement. */
export async function attributedOrders(
  db: Database,
  ambassadorId: string,
  operationId: string | null,
  limit: number,
  offset: number,
): Promise<AttributedOrder[]> {
  const rows = await db
    .select({ attribution: orderAttributions, order: orders, commission: ambassadorCommissions })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .leftJoin(ambassadorCommissions, saleLineOfAttribution)
    .where(ordersOf(ambassadorId, operationId))
    .orderBy(desc(orderAttributions.createdAt), desc(orderAttributions.orderId))
    .limit(limit)
    .offset(offset)
  return rows.map(({ attribution, order, commission }) => ({
    orderId: order.id,
    number: order.number,
    placedAt: order.createdAt,
    status: order.status,
    source: attribution.source,
    operationId: attribution.operationId,
    salesCents: attribution.salesCents,
    customer: maskCustomer(order.shippingAddress.firstName, order.shippingAddress.lastName),
    city: order.shippingAddress.city,
    commission,
  }))
}

export async function countAttributedOrders(
  db: Database,
  ambassadorId: string,
  operationId: string | null,
) {
  const [row] = await db
    .select({ value: count() })
    .from(orderAttributions)
    .where(ordersOf(ambassadorId, operationId))
  return row?.value ?? 0
}

export interface InsightsDeps {
  db: Database
  now: () => Date
}

/** What the ambassador sees of their business: dashboard, attributed orders, operation progress. */
export function createInsightsService(deps: InsightsDeps) {
  const { db } = deps
  return {
    dashboard: (ambassadorId: string, period: DashboardPeriod) =>
      dashboard(db, ambassadorId, period, deps.now()),
    attributedOrders: (
      ambassadorId: string,
      operationId: string | null,
      limit: number,
      offset: number,
    ) => attributedOrders(db, ambassadorId, operationId, limit, offset),
    countAttributedOrders: (ambassadorId: string, operationId: string | null) =>
      countAttributedOrders(db, ambassadorId, operationId),
    recentEvents: (ambassadorId: string, first: number) => recentEvents(db, ambassadorId, first),
    operationsProgress: (operations: readonly { id: string; salesGoalCents: number }[]) =>
      operationsProgress(db, operations),
  }
}

export type InsightsService = ReturnType<typeof createInsightsService>
