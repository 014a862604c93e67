import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import {
  ambassadorOperations,
  ambassadors,
  carts,
  checkoutReferrals,
  orderAttributions,
  orders,
  referralVisits,
  users,
} from '../../db/schema'
import { isWellFormedToken } from '../accounts/tokens'
import { ambassadorEvent, type AmbassadorEvent } from './ambassador-events'
import { applyOrderStatus } from './commissions.service'
import { operationState } from './operation-state'
import { referralWindowMs } from './referrals.service'

type AttributionSource = (typeof orderAttributions.$inferInsert)['source']

/** The facts of a placed order that attribution reads (a subset of what placeOrder passes). */
export interface OrderFacts {
  orderId: string
  userId: string | null
  email: string
  /** The checkout code that applied: an approved ambassador's, or a live operation's. */
  checkoutCode: { ambassadorId: string; operationId: string | null } | null
}

interface Candidate {
  ambassadorId: string
  operationId: string | null
  source: AttributionSource
  referralVisitId: string | null
}

/** The decision taken for an order, and the events it raises. */
export interface AttributionOutcome {
  attribution: typeof orderAttributions.$inferSelect | null
  events: AmbassadorEvent[]
}

/** The buyer's own ambassador profile (same account or same e-mail), if they have one. */
async function selfAmbassadorIds(tx: Database, facts: OrderFacts): Promise<Set<string>> {
  const rows = await tx
    .select({ id: ambassadors.userId })
    .from(ambassadors)
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(
      or(
        facts.userId ? eq(ambassadors.userId, facts.userId) : undefined,
        eq(sql`lower(${users.email})`, facts.email.trim().toLowerCase()),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

async function chosenOperation(
  tx: Database,
  operationId: string,
  now: Date,
): Promise<Candidate | null> {
  const [row] = await tx
    .select({ operation: ambassadorOperations, status: ambassadors.status })
    .from(ambassadorOperations)
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorOperations.ambassadorId))
    .where(eq(ambassadorOperations.id, operationId))
    .limit(1)
  if (row?.status !== 'APPROVED' || operationState(row.operation, now) !== 'LIVE') {
    return null
  }
  return {
    ambassadorId: row.operation.ambassadorId,
    operationId: row.operation.id,
    source: 'OPERATION_CHOICE',
    referralVisitId: null,
  }
}

/** The latest referral within 30 days: the one the client kept, or one the customer clicked. */
async function latestReferral(
  tx: Database,
  visitId: string | null,
  userId: string | null,
  excluded: Set<string>,
  now: Date,
): Promise<Candidate | null> {
  if (!visitId && !userId) return null
  const visits = await tx
    .select({ visit: referralVisits, operation: ambassadorOperations })
    .from(referralVisits)
    .innerJoin(ambassadors, eq(ambassadors.userId, referralVisits.ambassadorId))
    .leftJoin(ambassadorOperations, eq(ambassadorOperations.id, referralVisits.operationId))
    .where(
      and(
        or(
          visitId ? eq(referralVisits.id, visitId) : undefined,
          userId ? eq(referralVisits.customerId, userId) : undefined,
        ),
        eq(ambassadors.status, 'APPROVED'),
        gt(referralVisits.createdAt, new Date(now.getTime() - referralWindowMs)),
      ),
    )
    .orderBy(desc(referralVisits.createdAt))
    .limit(20)
  const found = visits.find(({ visit }) => !excluded.has(visit.ambassadorId))
  if (!found) return null
  const operationLive = found.operation && operationState(found.operation, now) === 'LIVE'
  return {
    ambassadorId: found.visit.ambassadorId,
    operationId: operationLive ? found.visit.operationId : null,
    source: 'REFERRAL',
    referralVisitId: found.visit.id,
  }
}

/** Checks that an operation's sales reached its goal for the first time. */
async function goalReached(
  tx: Database,
  operationId: string,
  at: Date,
): Promise<AmbassadorEvent | null> {
  const [totals] = await tx
    .select({ sales: sql<number>`coalesce(sum(${orderAttributions.salesCents}), 0)::int` })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .where(
      and(
        eq(orderAttributions.operationId, operationId),
        sql`${orders.status} NOT IN ('CANCELLED', 'REFUNDED')`,
      ),
    )
  const [reached] = await tx
    .update(ambassadorOperations)
    .set({ goalReachedAt: at })
    .where(
      and(
        eq(ambassadorOperations.id, operationId),
        isNull(ambassadorOperations.goalReachedAt),
        sql`${ambassadorOperations.salesGoalCents} > 0`,
        sql`${ambassadorOperations.salesGoalCents} <= ${totals?.sales ?? 0}`,
      ),
    )
    .returning()
  return reached
    ? ambassadorEvent('OPERATION_GOAL_REACHED', reached.ambassadorId, at, {
        operationId: reached.id,
        operationCode: reached.code,
        amountCents: totals?.sales ?? 0,
      })
    : null
}

/**
 * Decides who a new order is attributed to, inside placeOrder's transaction:
 * 1. the code entered at checkout (an ambassador's or an operation's);
 * 2. else the live operation the buyer chose at checkout;
 * 3. else the latest referral visit within 30 days (kept by the client, or made signed in).
 * A candidate who is the buyer (same account or same e-mail) is skipped. A paid order gets its
 * PENDING commission at once.
 */
export async function attributeOrder(
  tx: Database,
  facts: OrderFacts,
  now: Date,
): Promise<AttributionOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, facts.orderId)).limit(1)
  if (!order) return { attribution: null, events: [] }
  const self = await selfAmbassadorIds(tx, facts)
  const [checkout] = await tx
    .select()
    .from(checkoutReferrals)
    .where(eq(checkoutReferrals.cartId, order.cartId))
    .limit(1)

  const candidates: (() => Promise<Candidate | null>)[] = [
    () =>
      Promise.resolve(
        facts.checkoutCode
          ? {
              ambassadorId: facts.checkoutCode.ambassadorId,
              operationId: facts.checkoutCode.operationId,
              source: 'CODE' as const,
              referralVisitId: null,
            }
          : null,
      ),
    () =>
      checkout?.operationId
        ? chosenOperation(tx, checkout.operationId, now)
        : Promise.resolve(null),
    () => latestReferral(tx, checkout?.referralVisitId ?? null, facts.userId, self, now),
  ]
  let winner: Candidate | null = null
  for (const candidate of candidates) {
    const found = await candidate()
    if (found && !self.has(found.ambassadorId)) {
      winner = found
      break
    }
  }
  if (!winner) return { attribution: null, events: [] }

  const [attribution] = await tx
    .insert(orderAttributions)
    .values({
      orderId: order.id,
      ambassadorId: winner.ambassadorId,
      operationId: winner.operationId,
      source: winner.source,
      referralVisitId: winner.referralVisitId,
      salesCents: order.subtotalCents - order.discountCents,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (!attribution) return { attribution: null, events: [] }
  const events: AmbassadorEvent[] = [
    ambassadorEvent('ORDER_ATTRIBUTED', attribution.ambassadorId, now, {
      orderNumber: order.number,
      operationId: attribution.operationId,
      amountCents: attribution.salesCents,
    }),
  ]
  events.push(...(await applyOrderStatus(tx, order.id, order.status, now)))
  if (attribution.operationId) {
    const reached = await goalReached(tx, attribution.operationId, now)
    if (reached) events.push(reached)
  }
  return { attribution, events }
}

/** The cart a checkout talks about: the signed-in customer's, or the anonymous one of a token. */
async function activeCart(db: Database, userId: string | null, token: string | null) {
  if (userId) {
    const [own] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.status, 'ACTIVE')))
      .limit(1)
    if (own) return own
  }
  if (!token || !isWellFormedToken(token)) return null
  const [anonymous] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.token, token), eq(carts.status, 'ACTIVE'), isNull(carts.userId)))
    .limit(1)
  return anonymous ?? null
}

/**
 * Remembers, for a cart, the live operation the buyer chose and the referral the client kept.
 * Returns false when the cart, the operation or the referral is unknown (or not live).
 */
export async function setCheckoutReferral(
  db: Database,
  options: {
    userId: string | null
    cartToken: string | null
    operationId: string | null
    referralId: string | null
    now: Date
  },
): Promise<'ok' | 'cart_not_found' | 'operation_not_live' | 'referral_not_found'> {
  const cart = await activeCart(db, options.userId, options.cartToken)
  if (!cart) return 'cart_not_found'
  if (options.operationId) {
    if (!isUuid(options.operationId)) return 'operation_not_live'
    if (!(await chosenOperation(db, options.operationId, options.now))) return 'operation_not_live'
  }
  if (options.referralId) {
    const [visit] = isUuid(options.referralId)
      ? await db
          .select({ id: referralVisits.id })
          .from(referralVisits)
          .where(
            and(
              inArray(referralVisits.id, [options.referralId]),
              gt(referralVisits.createdAt, new Date(options.now.getTime() - referralWindowMs)),
            ),
          )
          .limit(1)
      : []
    if (!visit) return 'referral_not_found'
  }
  await db
    .insert(checkoutReferrals)
    .values({
      cartId: cart.id,
      operationId: options.operationId,
      referralVisitId: options.referralId,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: checkoutReferrals.cartId,
      set: {
        operationId: options.operationId,
        referralVisitId: options.referralId,
        updatedAt: options.now,
      },
    })
  return 'ok'
}
