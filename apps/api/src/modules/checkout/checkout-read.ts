import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

import { queryPreparedRows, type Database } from '../../db/client'
import { carts, orders } from '../../db/schema'
import { hashToken, isWellFormedToken } from '../accounts/tokens'
import { cartLinesFromJson, cartLinesJson, type CartLineRow } from '../cart/cart-lines'
import { heldCart, type Cart, type CartRecord } from '../cart/cart-store'
import type { OrderRecord } from '../orders/orders.service'
import type { CheckoutCode, CheckoutCodeResolver } from '../cart/checkout-codes'
import type { OrderAttribution } from './attribution-port'
import { jsonObjectOf, rowFromJson } from '../../db/json-columns'
import type { KeyedOrder, PlaceOrderInput } from './order-replay'
import type { Buyer } from './order-writer'

/** Everything placeOrder reads before it writes, from one statement. */
export interface CheckoutRead {
  /** The order the idempotency key already placed. */
  replay: KeyedOrder | null
  cart: Cart | null
  /** A signed-in buyer sent an anonymous cart that is still to be merged into theirs. */
  mergePending: boolean
  /** The cart's lines with their variants' current price and stock, in cart order. */
  lines: CartLineRow[]
  /** What the cart's code stands for now (null: none, or no longer valid). */
  code: CheckoutCode | null
  /** What the attribution step reads (see {@link OrderAttribution.facts}). */
  attribution: unknown
}

interface ReadRow {
  replay: { order: Record<string, unknown>; cartTokenHash: string } | null
  cart: Record<string, unknown> | null
  merge_pending: boolean
  lines: Record<string, unknown>[] | null
  code: CheckoutCode | null
  attribution: unknown
}

const cartColumns = getTableColumns(carts)
const orderColumns = getTableColumns(orders)

/**
 * A part of the statement that never changes, as SQL text made once: drizzle would otherwise
 * rebuild it on every order (a few hundred pieces, each key of a row object a parameter).
 */
function renderedOnce(fragment: SQL): SQL {
  return sql.raw(new PgDialect().sqlToQuery(fragment.inlineParams()).sql)
}

const cartRecord = renderedOnce(jsonObjectOf(cartColumns))
const orderRecord = renderedOnce(jsonObjectOf(orderColumns))
const heldCartId = sql`(SELECT held_cart.id FROM held_cart)`
const heldCartLines = renderedOnce(cartLinesJson(heldCartId))

/**
 * placeOrder's first round trip: the order of the idempotency key if it was used, else the
 * buyer's active cart with its lines (price, stock), what its code stands for and what the
 * attribution needs, all in one statement.
 */
export function createCheckoutRead(deps: {
  db: Database
  codes: CheckoutCodeResolver
  attribution: OrderAttribution
}) {
  return async function readCheckout(
    buyer: Buyer,
    input: PlaceOrderInput,
    at: Date,
  ): Promise<CheckoutRead> {
    const token = input.cartId && isWellFormedToken(input.cartId) ? input.cartId : null
    const tokenHash = token ? hashToken(token) : null
    const anonymousCart = sql`${carts.tokenHash} = ${tokenHash} AND ${carts.status} = 'ACTIVE'
      AND ${carts.userId} IS NULL`
    const buyersCart: SQL = buyer.userId
      ? sql`${carts.userId} = ${buyer.userId} AND ${carts.status} = 'ACTIVE'`
      : tokenHash
        ? anonymousCart
        : sql`false`
    const mergePending =
      buyer.userId && tokenHash
        ? sql`EXISTS (SELECT 1 FROM ${carts} WHERE ${anonymousCart})`
        : sql`false`
    const [row] = await queryPreparedRows<ReadRow>(
      deps.db,
      sql`WITH held_cart AS (
          SELECT ${carts.id} AS id, ${carts.code} AS code, ${carts.email} AS email,
            ${cartRecord} AS record
          FROM ${carts} WHERE ${buyersCart} LIMIT 1
        ), held_code AS (
          SELECT ${deps.codes.query(sql`held_cart.code`, at)} AS value
          FROM held_cart WHERE held_cart.code IS NOT NULL
        )
        SELECT
          (SELECT jsonb_build_object('order', ${orderRecord},
              'cartTokenHash', ${carts.tokenHash})
            FROM ${orders} JOIN ${carts} ON ${carts.id} = ${orders.cartId}
            WHERE ${orders.idempotencyKey} = ${input.idempotencyKey} LIMIT 1) AS replay,
          (SELECT held_cart.record FROM held_cart) AS cart,
          ${mergePending} AS merge_pending,
          ${heldCartLines} AS lines,
          (SELECT held_code.value FROM held_code) AS code,
          ${deps.attribution.facts({
            cartId: heldCartId,
            userId: buyer.userId,
            email: sql`coalesce((SELECT held_cart.email FROM held_cart), ${buyer.email}::text)`,
            codeAmbassadorId: sql`(SELECT (held_code.value->>'ambassadorId')::uuid FROM held_code)`,
          })} AS attribution`,
    )
    if (!row) throw new Error('The checkout read returned no row')
    return {
      replay: row.replay
        ? {
            order: rowFromJson<OrderRecord>(orderColumns, row.replay.order),
            cartTokenHash: row.replay.cartTokenHash,
          }
        : null,
      cart: row.cart ? heldCart(rowFromJson<CartRecord>(cartColumns, row.cart), token) : null,
      mergePending: row.merge_pending,
      lines: cartLinesFromJson(row.lines),
      code: row.code,
      attribution: row.attribution,
    }
  }
}
