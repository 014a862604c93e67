import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorCommissions, orderAttributions, orders } from '../../db/schema'
import type { CommissionRecord } from '../commissions/commission-lines'
import { saleLineOfAttribution } from '../commissions/commission-lines'
import { operationsProgress } from './operation-progress'
import { awaitingPayment } from './order-channel'
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

/**
 * Where an attributed order stands, as its ambassador's list shows it: awaiting the buyer's
 * payment, or the status of its commission.
 */
export type AttributedOrderStanding = 'AWAITING_PAYMENT' | CommissionRecord['status']

/**
 * Which of the ambassador's attributed orders: those of one of their operations, one order, those
 * standing as said, those placed in a period (`[start, end)`).
 */
export interface AttributedOrdersFilter {
  operationId: string | null
  /** An order's number (`CPT-2026-000123`). */
  number: string | null
  standing?: AttributedOrderStanding | null
  placed?: { start: Date; end: Date } | null
}

const ordersOf = (
  ambassadorId: string,
  { operationId, number, standing, placed }: AttributedOrdersFilter,
) =>
  and(
    eq(orderAttributions.ambassadorId, ambassadorId),
    operationId ? eq(orderAttributions.operationId, operationId) : undefined,
    number
      ? inArray(
          orderAttributions.orderId,
          sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.number} = ${number})`,
        )
      : undefined,
    standing === 'AWAITING_PAYMENT'
      ? awaitingPayment
      : standing
        ? eq(ambassadorCommissions.status, standing)
        : undefined,
    placed ? gte(orders.createdAt, placed.start) : undefined,
    placed ? lt(orders.createdAt, placed.end) : undefined,
  )

/** One page of attributed orders, latest first, in one statement. */
export async function attributedOrders(
  db: Database,
  ambassadorId: string,
  filter: AttributedOrdersFilter,
  limit: number,
  offset: number,
): Promise<AttributedOrder[]> {
  const rows = await db
    .select({ attribution: orderAttributions, order: orders, commission: ambassadorCommissions })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .leftJoin(ambassadorCommissions, saleLineOfAttribution)
    .where(ordersOf(ambassadorId, filter))
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
  filter: AttributedOrdersFilter,
) {
  const [row] = await db
    .select({ value: count() })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .leftJoin(ambassadorCommissions, saleLineOfAttribution)
    .where(ordersOf(ambassadorId, filter))
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
      filter: AttributedOrdersFilter,
      limit: number,
      offset: number,
    ) => attributedOrders(db, ambassadorId, filter, limit, offset),
    countAttributedOrders: (ambassadorId: string, filter: AttributedOrdersFilter) =>
      countAttributedOrders(db, ambassadorId, filter),
    recentEvents: (ambassadorId: string, first: number) => recentEvents(db, ambassadorId, first),
    operationsProgress: (operations: readonly { id: string; salesGoalCents: number }[]) =>
      operationsProgress(db, operations),
  }
}

export type InsightsService = ReturnType<typeof createInsightsService>
