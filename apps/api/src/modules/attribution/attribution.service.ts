import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'

import type { AfterCommit } from '../../db/after-commit'
import type { Database } from '../../db/client'
import {
  ambassadorOperations,
  ambassadors,
  checkoutReferrals,
  orderAttributions,
  orders,
  referralVisits,
  users,
} from '../../db/schema'
import {
  ambassadorEvent,
  type AmbassadorEvent,
  type EventPublisher,
} from '../ambassadors/ambassador-events'
import { referralWindowMs } from '../ambassadors/programme-terms'
import { applyOrderStatus, expectedSaleCommission } from '../commissions/commissions.service'
import { operationState } from '../operations/operation-state'
import { liveChosenOperation, setCheckoutReferral, type CheckoutChoice } from './checkout-referral'

/** Orders that count in sales: every attributed order but cancelled and refunded ones. */
export const countedOrder = sql`${orders.status} NOT IN ('CANCELLED', 'REFUNDED')`

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
    .where(and(eq(orderAttributions.operationId, operationId), countedOrder))
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
        amountCents: reached.salesGoalCents,
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
    async () => {
      const operation = checkout?.operationId
        ? await liveChosenOperation(tx, checkout.operationId, now)
        : null
      return operation
        ? {
            ambassadorId: operation.ambassadorId,
            operationId: operation.id,
            source: 'OPERATION_CHOICE' as const,
            referralVisitId: null,
          }
        : null
    },
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
  const statusEvents = await applyOrderStatus(tx, order.id, order.status, now)
  const commission = await expectedSaleCommission(tx, order.id)
  const events: AmbassadorEvent[] = [
    ambassadorEvent('ORDER_ATTRIBUTED', attribution.ambassadorId, now, {
      orderNumber: order.number,
      operationId: attribution.operationId,
      amountCents: commission?.amountCents ?? null,
      salesCents: attribution.salesCents,
    }),
    ...statusEvents,
  ]
  if (attribution.operationId) {
    const reached = await goalReached(tx, attribution.operationId, now)
    if (reached) events.push(reached)
  }
  return { attribution, events }
}

export interface AttributionDeps {
  db: Database
  now: () => Date
  publish: EventPublisher
}

/** Who orders are attributed to, and what the checkout remembers for it. */
export function createAttributionService(deps: AttributionDeps) {
  const { db, now, publish } = deps
  return {
    /**
     * placeOrder's attribution step (runs in its transaction); its events are published by the
     * returned action, which placeOrder runs once the order has committed.
     */
    async attribute(tx: Database, facts: OrderFacts): Promise<AfterCommit> {
      const outcome = await attributeOrder(tx, facts, now())
      return () => publish(outcome.events)
    },
    setCheckoutReferral: (choice: CheckoutChoice) =>
      setCheckoutReferral(db, { ...choice, now: now() }),
  }
}

export type AttributionService = ReturnType<typeof createAttributionService>
