import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'

import { nothingAfterCommit, type AfterCommit } from '../../db/after-commit'
import type { CheckoutCode } from '../cart/checkout-codes'

/** Where an order's attribution looks, as SQL expressions of the statement that reads its cart. */
export interface AttributionScope {
  cartId: SQL
  /** The buyer's account (a uuid expression), or null for a guest. */
  userId: SQL | null
  /** The order's e-mail. */
  email: SQL
  /** The ambassador behind the checkout code, or null. */
  codeAmbassadorId: SQL
  /** The instant of the read, as ISO-8601 text. */
  at: SQL
}

/** What the attribution of an order needs to know about it. */
export interface AttributedOrder {
  /** The checkout code that applied: an approved ambassador's, or a live operation's. */
  checkoutCode: Pick<CheckoutCode, 'ambassadorId' | 'operationId'> | null
  status: string
  subtotalCents: number
  discountCents: number
}

/**
 * Decides who an order is attributed to (ambassador programme), in placeOrder's two round
 * trips: what it needs is read with the cart, its decision is written with the order (so an
 * attribution commits with its order or not at all), and its events are published once the
 * order has committed.
 */
export interface OrderAttribution {
  /** What the decision needs, as a jsonb expression of checkout's one read. */
  facts(scope: AttributionScope): SQL
  /**
   * The decision from what `facts` read, as the jsonb argument of the write (the write re-checks
   * what may have changed since the read).
   */
  plan(facts: unknown, order: AttributedOrder): SQL
  /** Publishes what the write recorded, for placeOrder to run once the order has committed. */
  announce(recorded: unknown, orderNumber: string): AfterCommit
}

/** No attribution: orders belong to nobody but their buyer. */
export const noAttribution: OrderAttribution = {
  facts: () => sql`NULL::jsonb`,
  plan: () => sql`NULL::jsonb`,
  announce: () => nothingAfterCommit,
}
