import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import type { ambassadorStatus } from '../../db/schema'
import {
  ambassadorCommissions,
  ambassadorRateChanges,
  ambassadors,
  orderAttributions,
  orders,
  referralVisits,
  users,
} from '../../db/schema'
import { programmeCommissionRateBps } from './programme-terms'

export type AmbassadorStatus = (typeof ambassadorStatus.enumValues)[number]

export interface AmbassadorFilters {
  /** Part of the code, the e-mail address or the name. */
  search?: string | null
  status?: AmbassadorStatus | null
  page: number
  pageSize: number
  /** Applications are reviewed oldest first. */
  oldestFirst?: boolean
}

/** What an ambassador brought in, all time. */
export interface AmbassadorFigures {
  clicks: number
  orders: number
  /** Merchandise after discount, VAT included, of the attributed orders not cancelled or refunded. */
  salesCents: number
  /** Commissions earned and not reversed (clawbacks netted). */
  commissionsCents: number
  paidCents: number
  /** Approved and not yet in a payout. */
  balanceCents: number
}

const clicks = (db: Database) =>
  db
    .select({ ambassadorId: referralVisits.ambassadorId, value: count().as('clicks') })
    .from(referralVisits)
    .groupBy(referralVisits.ambassadorId)
    .as('clicks')

const sales = (db: Database) =>
  db
    .select({
      ambassadorId: orderAttributions.ambassadorId,
      orders: count().as('orders'),
      salesCents: sql<number>`coalesce(sum(${orderAttributions.salesCents})
        FILTER (WHERE ${orders.status} NOT IN ('CANCELLED', 'REFUNDED')), 0)::int`.as(
        'sales_cents',
      ),
    })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .groupBy(orderAttributions.ambassadorId)
    .as('sales')

const earned = (db: Database) => {
  const c = ambassadorCommissions
  return db
    .select({
      ambassadorId: c.ambassadorId,
      commissionsCents: sql<number>`coalesce(sum(${c.amountCents})
        FILTER (WHERE ${c.status} <> 'REVERSED'), 0)::int`.as('commissions_cents'),
      paidCents: sql<number>`coalesce(sum(${c.amountCents})
        FILTER (WHERE ${c.status} = 'PAID'), 0)::int`.as('paid_cents'),
      balanceCents: sql<number>`coalesce(sum(${c.amountCents})
        FILTER (WHERE ${c.status} = 'APPROVED' AND ${c.payoutId} IS NULL), 0)::int`.as(
        'balance_cents',
      ),
    })
    .from(c)
    .groupBy(c.ambassadorId)
    .as('earned')
}

/** Ambassadors with their account and figures, in one statement. */
function withFigures(db: Database, where: SQL | undefined) {
  const clickCounts = clicks(db)
  const orderSales = sales(db)
  const commissions = earned(db)
  return db
    .select({
      ambassador: ambassadors,
      email: users.email,
      name: users.name,
      ownRate: sql<boolean>`coalesce((SELECT ${ambassadorRateChanges.ownRate}
        FROM ${ambassadorRateChanges}
        WHERE ${ambassadorRateChanges.ambassadorId} = ${ambassadors.userId}
        ORDER BY ${ambassadorRateChanges.effectiveAt} DESC LIMIT 1),
        ${ambassadors.commissionRateBps} <> ${programmeCommissionRateBps})`,
      figures: {
        clicks: sql<number>`coalesce(${clickCounts.value}, 0)::int`,
        orders: sql<number>`coalesce(${orderSales.orders}, 0)::int`,
        salesCents: sql<number>`coalesce(${orderSales.salesCents}, 0)::int`,
        commissionsCents: sql<number>`coalesce(${commissions.commissionsCents}, 0)::int`,
        paidCents: sql<number>`coalesce(${commissions.paidCents}, 0)::int`,
        balanceCents: sql<number>`coalesce(${commissions.balanceCents}, 0)::int`,
      },
    })
    .from(ambassadors)
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .leftJoin(clickCounts, eq(clickCounts.ambassadorId, ambassadors.userId))
    .leftJoin(orderSales, eq(orderSales.ambassadorId, ambassadors.userId))
    .leftJoin(commissions, eq(commissions.ambassadorId, ambassadors.userId))
    .where(where)
}

export type StaffAmbassador = Awaited<ReturnType<typeof withFigures>>[number]

function filtersOf(filters: AmbassadorFilters): SQL | undefined {
  const search = filters.search?.trim()
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return and(
    filters.status ? eq(ambassadors.status, filters.status) : undefined,
    pattern
      ? or(
          ilike(ambassadors.code, pattern),
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ilike(ambassadors.displayName, pattern),
        )
      : undefined,
  )
}

/** One page of ambassadors matching the filters, latest applications first, and their count. */
export async function searchAmbassadors(db: Database, filters: AmbassadorFilters) {
  const where = filtersOf(filters)
  const [rows, [total]] = await Promise.all([
    withFigures(db, where)
      .orderBy(
        ...(filters.oldestFirst
          ? [asc(ambassadors.appliedAt), asc(ambassadors.userId)]
          : [desc(ambassadors.appliedAt), desc(ambassadors.userId)]),
      )
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ value: count() })
      .from(ambassadors)
      .innerJoin(users, eq(users.id, ambassadors.userId))
      .where(where),
  ])
  return {
    ambassadors: rows,
    total: total?.value ?? 0,
    page: filters.page,
    pageSize: filters.pageSize,
  }
}

/** One ambassador with their figures, or null. */
export async function ambassadorForStaff(db: Database, id: string) {
  if (!isUuid(id)) return null
  const [row] = await withFigures(db, eq(ambassadors.userId, id))
  return row ?? null
}
