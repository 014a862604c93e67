import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { Database } from '../../db/client'
import {
  ambassadorCommissions,
  checkoutReferrals,
  orderAttributions,
  orders,
  referralVisits,
} from '../../db/schema'
import { countedOrder } from '../attribution/attribution.service'
import { awaitingPayment, keptVisit, orderChannels } from './order-channel'

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
  /** referralOrders + choiceOrders + codeOrders: the paid orders of the period. */
  orders: number
  /** Orders whose buyer followed the ambassador's link before ordering. */
  referralOrders: number
  /** Orders whose buyer chose the ambassador's operation at checkout, without the link. */
  choiceOrders: number
  /** Orders by a code alone: no link, no choice behind them. */
  codeOrders: number
  /** Orders of the period placed but not paid yet (a bank transfer on its way): not counted. */
  awaitingPaymentOrders: number
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

/** The first instant of a period: the start (UTC) of its first day, today being its last. */
export function periodStart(period: DashboardPeriod, now: Date): Date | null {
  const days = dashboardPeriods[period]
  return days === null ? null : new Date((Math.floor(now.getTime() / dayMs) - days + 1) * dayMs)
}

const countWhere = (condition: SQL) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`

/** Clicks, orders, sales, conversion, commission by status and a daily series for a period. */
export async function dashboard(
  db: Database,
  ambassadorId: string,
  period: DashboardPeriod,
  now: Date,
): Promise<Dashboard> {
  const from = periodStart(period, now)
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
        orders: countWhere(countedOrder),
        referralOrders: countWhere(sql`${countedOrder} AND ${orderChannels.link}`),
        choiceOrders: countWhere(
          sql`${countedOrder} AND NOT ${orderChannels.link} AND ${orderChannels.choice}`,
        ),
        awaitingPayment: countWhere(awaitingPayment),
        sales: sql<number>`(coalesce(sum(${orderAttributions.salesCents}) FILTER (WHERE ${countedOrder}), 0))::int`,
      })
      .from(orderAttributions)
      .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
      .leftJoin(checkoutReferrals, eq(checkoutReferrals.cartId, orders.cartId))
      .leftJoin(keptVisit, eq(keptVisit.id, checkoutReferrals.referralVisitId))
      .where(
        and(
          eq(orderAttributions.ambassadorId, ambassadorId),
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
  const today = Math.floor(now.getTime() / dayMs)
  const first = from
    ? from.getTime() / dayMs
    : Date.parse(`${[...days.keys()].sort()[0] ?? ''}T00:00:00Z`) / dayMs
  const startDay = Math.max(Number.isNaN(first) ? today : first, today - 365)
  const series: DailyPoint[] = []
  for (let day = startDay; day <= today; day += 1) {
    const date = new Date(day * dayMs).toISOString().slice(0, 10)
    series.push(days.get(date) ?? { date, clicks: 0, orders: 0, salesCents: 0, commissionCents: 0 })
  }
  const total = (
    field: 'orders' | 'referralOrders' | 'choiceOrders' | 'awaitingPayment' | 'sales',
  ) => sales.reduce((sum, row) => sum + row[field], 0)
  const totalClicks = clicks.reduce((sum, row) => sum + row.value, 0)
  const totalOrders = total('orders')
  const referralOrders = total('referralOrders')
  const choiceOrders = total('choiceOrders')
  const salesCents = total('sales')
  return {
    since: from,
    clicks: totalClicks,
    orders: totalOrders,
    referralOrders,
    choiceOrders,
    codeOrders: totalOrders - referralOrders - choiceOrders,
    awaitingPaymentOrders: total('awaitingPayment'),
    salesCents,
    conversionRate: totalClicks > 0 ? Math.min(1, referralOrders / totalClicks) : 0,
    averageOrderSalesCents:
      totalOrders >= averageOrderMinimum ? Math.round(salesCents / totalOrders) : null,
    commission,
    series,
  }
}
