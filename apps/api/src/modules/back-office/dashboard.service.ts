import type { StaffRole } from '@comptoir/validation/schemas/staff'
import { and, eq, gte, inArray, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorPayouts, ambassadors, orderAttributions, orders } from '../../db/schema'

/** The shop's day: "today" and the days of the chart begin at midnight in this zone. */
export const shopTimeZone = 'Europe/Paris'

/** Days the chart covers, today included. */
export const chartDays = 30

/** Order statuses whose money the shop has: what counts as sales. */
const salesStatuses = ['PAID', 'FULFILLED', 'SHIPPED', 'DELIVERED'] as const

/** Order statuses that wait for the shop to ship: paid, perhaps prepared. */
const toShipStatuses = ['PAID', 'FULFILLED'] as const

export interface DailySales {
  /** The shop's day, YYYY-MM-DD. */
  day: string
  salesCents: number
  orders: number
}

export interface SalesFigures {
  currency: string
  /** Every day of the chart, oldest first, days without an order at zero. */
  days: DailySales[]
  /** Sales over the chart's days credited to an ambassador (attributed orders). */
  programmeSalesCents: number
}

export interface WaitingWork {
  ordersToShip: number | null
  applicationsWaiting: number | null
  payoutsWaiting: number | null
}

const orderReaders: readonly StaffRole[] = ['owner', 'orders', 'read_only']
const programmeReaders: readonly StaffRole[] = ['owner', 'programme', 'read_only']

/** Whether a role reads the orders' figures (sales, orders to ship). */
export const readsOrders = (role: StaffRole) => orderReaders.includes(role)
/** Whether a role reads the programme's figures (applications, payouts). */
export const readsProgramme = (role: StaffRole) => programmeReaders.includes(role)

const dayMs = 86_400_000

const shopDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone })

/** The chart's days as YYYY-MM-DD, oldest first, ending with the shop's today. */
export function chartDayList(now: Date): string[] {
  const today = Date.parse(`${shopDayFormat.format(now)}T00:00:00Z`)
  return Array.from({ length: chartDays }, (_, index) =>
    new Date(today - (chartDays - 1 - index) * dayMs).toISOString().slice(0, 10),
  )
}

// A constant of this module, written into the statement so that GROUP BY sees one expression.
const zone = sql.raw(`'${shopTimeZone}'`)

const shopDay = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`

/**
 * The back office's dashboard, read in at most two statements whatever the data: the work
 * waiting (one statement of counts) and the sales of the chart's days with the programme's
 * part (one statement, grouped by the shop's day). A role reads only what it may: the other
 * figures are null, and not read.
 */
export function createDashboardService(deps: { db: Database; now: () => Date }) {
  const { db } = deps

  async function waiting(role: StaffRole): Promise<WaitingWork> {
    const seesOrders = readsOrders(role)
    const seesProgramme = readsProgramme(role)
    const [row] = await db
      .select({
        ordersToShip: sql<number>`count(*)::int`,
        applicationsWaiting: sql<number>`(SELECT count(*)::int FROM ${ambassadors} WHERE ${ambassadors.status} = 'APPLIED')`,
        payoutsWaiting: sql<number>`(SELECT count(*)::int FROM ${ambassadorPayouts} WHERE ${ambassadorPayouts.status} = 'REQUESTED')`,
      })
      .from(orders)
      .where(inArray(orders.status, toShipStatuses))
    return {
      ordersToShip: seesOrders ? (row?.ordersToShip ?? 0) : null,
      applicationsWaiting: seesProgramme ? (row?.applicationsWaiting ?? 0) : null,
      payoutsWaiting: seesProgramme ? (row?.payoutsWaiting ?? 0) : null,
    }
  }

  async function sales(role: StaffRole): Promise<SalesFigures | null> {
    if (!readsOrders(role)) return null
    const days = chartDayList(deps.now())
    const rows = await db
      .select({
        day: shopDay,
        salesCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
        orders: sql<number>`count(*)::int`,
        programmeCents: sql<number>`coalesce(sum(${orders.totalCents}) FILTER (WHERE ${orderAttributions.orderId} IS NOT NULL), 0)::int`,
      })
      .from(orders)
      .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
      .where(
        and(
          inArray(orders.status, salesStatuses),
          gte(orders.createdAt, sql`${days[0]}::timestamp AT TIME ZONE ${zone}`),
        ),
      )
      .groupBy(shopDay)
    // A day after the shop's today (a clock ahead) is left out, as everywhere else.
    const byDay = new Map(rows.filter((row) => days.includes(row.day)).map((row) => [row.day, row]))
    return {
      currency: 'EUR',
      days: days.map((day) => ({
        day,
        salesCents: byDay.get(day)?.salesCents ?? 0,
        orders: byDay.get(day)?.orders ?? 0,
      })),
      programmeSalesCents: [...byDay.values()].reduce((sum, row) => sum + row.programmeCents, 0),
    }
  }

  return { waiting, sales }
}

export type DashboardService = ReturnType<typeof createDashboardService>
