import { sql } from 'drizzle-orm'

import { nothingAfterCommit, type AfterCommit } from '../../db/after-commit'
import { queryRows, type Database } from '../../db/client'
import { orders } from '../../db/schema'
import type { EventPublisher } from '../ambassadors/ambassador-events'
import type { AttributedOrder, OrderAttribution } from '../checkout/attribution-port'
import { setCheckoutReferral, type CheckoutChoice } from './checkout-referral'
import {
  afterAttribution,
  attributionFacts,
  attributionPlan,
  countedOrderStatuses,
} from './order-attribution'

/** Attributed orders that count in sales: paid ones, not those awaiting payment or cancelled. */
export const countedOrder = sql`${orders.status} IN (${sql.raw(
  countedOrderStatuses.map((status) => `'${status}'`).join(', '),
)})`

/** The facts of a placed order that attribution reads. */
export interface OrderFacts {
  orderId: string
  userId: string | null
  email: string
  /** The checkout code that applied: an approved ambassador's, or a live operation's. */
  checkoutCode: { ambassadorId: string; operationId: string | null } | null
}

export interface AttributionDeps {
  db: Database
  now: () => Date
  publish: EventPublisher
  /** The portal's address, for the ambassador's e-mail about a new order (none without it). */
  ambassadorUrl?: string
}

/** Who orders are attributed to, and what the checkout remembers for it. */
export function createAttributionService(deps: AttributionDeps) {
  const { db, now, publish } = deps

  /** placeOrder's side of the programme: read with its cart, decided, written with its order. */
  const orderAttribution: OrderAttribution = {
    facts: (scope) => attributionFacts(scope),
    plan: (facts, order) => attributionPlan(facts, order, now(), deps.ambassadorUrl ?? null),
    announce: (recorded, orderNumber) => afterAttribution(publish, recorded, orderNumber),
  }

  /**
   * Attributes an order already written, inside the caller's transaction (the same decision and
   * write as placeOrder's); its events are published by the returned action, once committed.
   */
  async function attribute(tx: Database, facts: OrderFacts): Promise<AfterCommit> {
    const cartId = sql`(SELECT ${orders.cartId} FROM ${orders} WHERE ${orders.id} = ${facts.orderId})`
    const [read] = await queryRows<{ facts: unknown; order: AttributedOrder & { number: string } }>(
      tx,
      sql`SELECT ${attributionFacts({
        cartId,
        userId: facts.userId ? sql`${facts.userId}::uuid` : null,
        email: sql`${facts.email}::text`,
        codeAmbassadorId: sql`${facts.checkoutCode?.ambassadorId ?? null}::uuid`,
        at: sql`${now().toISOString()}::text`,
      })} AS facts,
      (SELECT jsonb_build_object('number', ${orders.number}, 'status', ${orders.status},
          'subtotalCents', ${orders.subtotalCents}, 'discountCents', ${orders.discountCents})
        FROM ${orders} WHERE ${orders.id} = ${facts.orderId}) AS "order"`,
    )
    if (!read?.order) return nothingAfterCommit
    const plan = attributionPlan(
      read.facts,
      { ...read.order, checkoutCode: facts.checkoutCode },
      now(),
      deps.ambassadorUrl ?? null,
    )
    const [written] = await queryRows<{ recorded: unknown }>(
      tx,
      sql`SELECT comptoir_attribute_order(${facts.orderId}::uuid, ${plan}) AS recorded`,
    )
    return afterAttribution(publish, written?.recorded ?? null, read.order.number)
  }

  return {
    ...orderAttribution,
    attribute,
    setCheckoutReferral: (choice: CheckoutChoice) =>
      setCheckoutReferral(db, { ...choice, now: now() }),
  }
}

export type AttributionService = ReturnType<typeof createAttributionService>
