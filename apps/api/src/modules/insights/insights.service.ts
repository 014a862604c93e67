import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { Database } from '../../db/client'
import { ambassadorCommissions, orderAttributions, orders, referralVisits } from '../../db/schema'
import { countedOrder } from '../attribution/attribution.service'
import type { CommissionRecord } from '../commissions/commission-lines'
import { saleLineOfAttribution } from '../commissions/commission-lines'
import { operationsProgress } from './operation-progress'
import { recentEvents } from './recent-events'

export const dashboardPeriods = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90, ALL: null }

export type DashboardPeriod = keyof typeof dashboardPeriods

const dayMs = 86_400_000

/** Fewer orders than this make an average that means nothing. */
export const averageOrderMinimum = 3

export interface DailyPoint {
  date: string
  clicks: number
  orders: number
  salesCents: number
  commissionCents: number
}

export interface Dashboard {
  since: Date | null
  clicks: number
  /** referralOrders + codeOrders. */
  orders: number
  /** Orders that came through a referral link visit. */
  referralOrders: number
  /** Orders that came by a code or an operation chosen at checkout: no click behind them. */
  codeOrders: number
  salesCents: number
  /** referralOrders ÷ clicks, within [0, 1]; 0 without clicks. */
  conversionRate: number
  /** Mean sales per order; null under {@link averageOrderMinimum} orders. */
  averageOrderSalesCents: number | null
  commission: Record<'PENDING' | 'APPROVED' | 'PAID' | 'REVERSED', number>
  series: DailyPoint[]
}

const dayOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`

function since(period: DashboardPeriod, now: Date): Date | null {
  const days = dashboardPeriods[period]
  return days === null ? null : new Date(now.getTime() - days * dayMs)
}

/** Clicks, orders, sales, conversion, commission by status and a daily series for a period. */
export async function dashboard(
  db: Database,
  ambassadorId: string,
  period: DashboardPeriod,
  now: Date,
): Promise<Dashboard> {
  const from = since(period, now)
  const [clicks, sales, commissions] = await Promise.all([
    db
      .select({ day: dayOf(referralVisits.createdAt), value: count() })
      .from(referralVisits)
      .where(
        and(
          eq(referralVisits.ambassadorId, ambassadorId),
          from ? gte(referralVisits.createdAt, from) : undefined,
        ),
      )
      .groupBy(dayOf(referralVisits.createdAt)),
    db
      .select({
        day: dayOf(orderAttributions.createdAt),
        orders: count(),
        referralOrders: sql<number>`(count(*) FILTER (WHERE ${orderAttributions.source} = 'REFERRAL'))::int`,
        sales: sql<number>`coalesce(sum(${orderAttributions.salesCents}), 0)::int`,
      })
      .from(orderAttributions)
      .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
      .where(
        and(
          eq(orderAttributions.ambassadorId, ambassadorId),
          countedOrder,
          from ? gte(orderAttributions.createdAt, from) : undefined,
        ),
      )
      .groupBy(dayOf(orderAttributions.createdAt)),
    db
      .select({
        day: dayOf(ambassadorCommissions.createdAt),
        status: ambassadorCommissions.status,
        amount: sql<number>`coalesce(sum(${ambassadorCommissions.amountCents}), 0)::int`,
      })
      .from(ambassadorCommissions)
      .where(
        and(
          eq(ambassadorCommissions.ambassadorId, ambassadorId),
          from ? gte(ambassadorCommissions.createdAt, from) : undefined,
        ),
      )
      .groupBy(dayOf(ambassadorCommissions.createdAt), ambassadorCommissions.status),
  ])
  const days = new Map<string, DailyPoint>()
  const point = (date: string) => {
    let found = days.get(date)
    if (!found) {
      found = { date, clicks: 0, orders: 0, salesCents: 0, commissionCents: 0 }
      days.set(date, found)
    }
    return found
  }
  const commission = { PENDING: 0, APPROVED: 0, PAID: 0, REVERSED: 0 }
  for (const row of clicks) point(row.day).clicks += row.value
  for (const row of sales) {
    point(row.day).orders += row.orders
    point(row.day).salesCents += row.sales
  }
  for (const row of commissions) {
    commission[row.status] += row.amount
    if (row.status !== 'REVERSED') point(row.day).commissionCents += row.amount
  }
  const first = from ?? [...days.keys()].sort()[0]
  const start = typeof first === 'string' ? new Date(`${first}T00:00:00Z`) : (first ?? now)
  const series: DailyPoint[] = []
  const startDay = Math.max(
    Math.floor(start.getTime() / dayMs),
    Math.floor(now.getTime() / dayMs) - 365,
  )
  for (let day = startDay; day <= Math.floor(now.getTime() / dayMs); day += 1) {
    const date = new Date(day * dayMs).toISOString().slice(0, 10)
    series.push(days.get(date) ?? { date, clicks: 0, orders: 0, salesCents: 0, commissionCents: 0 })
  }
  const totalClicks = clicks.reduce((sum, row) => sum + row.value, 0)
  const totalOrders = sales.reduce((sum, row) => sum + row.orders, 0)
  const referralOrders = sales.reduce((sum, row) => sum + row.referralOrders, 0)
  const salesCents = sales.reduce((sum, row) => sum + row.sales, 0)
  return {
    since: from,
    clicks: totalClicks,
    orders: totalOrders,
    referralOrders,
    codeOrders: totalOrders - referralOrders,
    salesCents,
    conversionRate: totalClicks > 0 ? Math.min(1, referralOrders / totalClicks) : 0,
    averageOrderSalesCents:
      totalOrders >= averageOrderMinimum ? Math.round(salesCents / totalOrders) : null,
    commission,
    series,
  }
}

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
