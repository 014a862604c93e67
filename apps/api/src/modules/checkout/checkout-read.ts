import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

import { preparedStatement, type Database, type PreparedStatement } from '../../db/client'
import { carts, orders } from '../../db/schema'
import { hashToken, isWellFormedToken } from '../accounts/tokens'
import { cartLinesFromJson, cartLinesJson, type CartLineRow } from '../cart/cart-lines'
import { heldCart, type Cart, type CartRecord } from '../cart/cart-store'
import type { OrderRecord } from '../orders/orders.service'
import type { CartCodeResolver, CheckoutCode } from '../cart/checkout-codes'
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
  /** What prices the cart now: its code, else the chosen operation's (null: none, or not valid). */
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

/** The values of the checkout read, filled into its prepared statement. */
interface ReadValues {
  tokenHash: string | null
  userId: string | null
  idempotencyKey: string
  email: string | null
  at: string
}

const value = (name: keyof ReadValues) => sql.placeholder(name)

/**
 * placeOrder's first round trip: the order of the idempotency key if it was used, else the
 * buyer's active cart with its lines (price, stock), what its code stands for and what the
 * attribution needs, all in one statement. The statement takes three shapes (a customer, a guest
 * with a cart, a guest without one; and whether a customer brought a cart): each is built once,
 * its values are parameters.
 */
export function createCheckoutRead(deps: {
  db: Database
  codes: CartCodeResolver
  attribution: OrderAttribution
}) {
  const statements = new Map<string, PreparedStatement<ReadRow>>()

  function statement(customer: boolean, cartToken: boolean): PreparedStatement<ReadRow> {
    const shape = `${String(customer)}:${String(cartToken)}`
    const known = statements.get(shape)
    if (known) return known
    const at = sql`${value('at')}::text`
    const anonymousCart = sql`${carts.tokenHash} = ${value('tokenHash')}
      AND ${carts.status} = 'ACTIVE' AND ${carts.userId} IS NULL`
    const buyersCart: SQL = customer
      ? sql`${carts.userId} = ${value('userId')}::uuid AND ${carts.status} = 'ACTIVE'`
      : cartToken
        ? anonymousCart
        : sql`false`
    const mergePending =
      customer && cartToken
        ? sql`EXISTS (SELECT 1 FROM ${carts} WHERE ${anonymousCart})`
        : sql`false`
    const heldCode = deps.codes.queryOfCart(
      sql`held_cart.id`,
      sql`held_cart.code`,
      sql`(${at})::timestamptz`,
    )
    const prepared = preparedStatement<ReadRow>(
      sql`WITH held_cart AS (
          SELECT ${carts.id} AS id, ${carts.code} AS code, ${carts.email} AS email,
            ${cartRecord} AS record
          FROM ${carts} WHERE ${buyersCart} LIMIT 1
        ), held_code AS (
          SELECT ${heldCode} AS value FROM held_cart
        )
        SELECT
          (SELECT jsonb_build_object('order', ${orderRecord},
              'cartTokenHash', ${carts.tokenHash})
            FROM ${orders} JOIN ${carts} ON ${carts.id} = ${orders.cartId}
            WHERE ${orders.idempotencyKey} = ${value('idempotencyKey')} LIMIT 1) AS replay,
          (SELECT held_cart.record FROM held_cart) AS cart,
          ${mergePending} AS merge_pending,
          ${heldCartLines} AS lines,
          (SELECT held_code.value FROM held_code) AS code,
          ${deps.attribution.facts({
            cartId: heldCartId,
            userId: customer ? sql`${value('userId')}::uuid` : null,
            email: sql`coalesce((SELECT held_cart.email FROM held_cart), ${value('email')}::text)`,
            codeAmbassadorId: sql`(SELECT (held_code.value->>'ambassadorId')::uuid FROM held_code
              WHERE held_code.value->>'chosen' IS NULL)`,
            at,
          })} AS attribution`,
    )
    statements.set(shape, prepared)
    return prepared
  }

  return async function readCheckout(
    buyer: Buyer,
    input: PlaceOrderInput,
    at: Date,
  ): Promise<CheckoutRead> {
    const token = input.cartId && isWellFormedToken(input.cartId) ? input.cartId : null
    const tokenHash = token ? hashToken(token) : null
    const values: ReadValues = {
      tokenHash,
      userId: buyer.userId,
      idempotencyKey: input.idempotencyKey,
      email: buyer.email,
      at: at.toISOString(),
    }
    const [row] = await statement(buyer.userId !== null, tokenHash !== null)(deps.db, { ...values })
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
