import type { Locale } from '@comptoir/i18n/locales'
import { eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { carts, orders } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { deriveToken, hashToken } from '../accounts/tokens'
import type { OrderDetails, OrderRecord } from '../orders/orders.service'
import { commerceError } from './commerce-errors'
import type { Buyer } from './order-writer'
import type { CardInput, PaymentConfirmation } from './payments'

export interface PlaceOrderInput {
  cartId: string | null | undefined
  idempotencyKey: string
  paymentMethod: string
  card: CardInput | null
}

export interface PlacedOrder {
  order: OrderRecord
  /**
   * Lets a guest see the order. Only its hash is stored: a retry gets it again when it comes with
   * the cart's id, a customer (who sees the order in the account) gets null on a retry.
   */
  accessToken: string | null
  /** True when the key had already placed this order. */
  replayed: boolean
  /** The payment the browser confirms next (Stripe), when the placement made one; null otherwise. */
  payment?: PaymentConfirmation | null
  /** The order with its lines and status history, when this placement wrote them (not a replay). */
  details?: OrderDetails
}

/**
 * The access token of a guest's order: derived from the cart id only the guest holds and the
 * idempotency key, so that a retry answers with the same token; any other order gets a random one.
 */
export function guestAccessToken(cartToken: string, idempotencyKey: string): string {
  return deriveToken(cartToken, `order-access:${idempotencyKey}`)
}

/** An order placed under an idempotency key, with the hash of the cart it came from. */
export interface KeyedOrder {
  order: OrderRecord
  cartTokenHash: string
}

/**
 * The answer to a request whose key already placed an order: that order when the same caller
 * retries the same request (same cart, same payment method); a key reused for anything else is
 * refused, as payment APIs do.
 */
export function replayOutcome(
  existing: KeyedOrder,
  buyer: Buyer,
  input: PlaceOrderInput,
  locale: Locale,
): Outcome<PlacedOrder> {
  const cartToken = input.cartId ?? null
  const cartHeld = cartToken !== null && hashToken(cartToken) === existing.cartTokenHash
  const sameOwner = buyer.userId !== null && buyer.userId === existing.order.userId
  const sameCart = cartToken !== null ? cartHeld : sameOwner
  const sameCaller = sameOwner || cartHeld
  const samePayment = input.paymentMethod === existing.order.paymentMethod
  if (!(sameCaller && sameCart && samePayment)) {
    return failure([commerceError('idempotency_key_reused', 'idempotencyKey', locale)])
  }
  const accessToken =
    existing.order.userId === null && cartToken !== null
      ? guestAccessToken(cartToken, input.idempotencyKey)
      : null
  return success({ order: existing.order, accessToken, replayed: true })
}

/** Looks up the order of a key on its own (after a failed attempt, a duplicate may have placed it). */
export function createOrderReplay(db: Database) {
  const preparedOrderOfKey = db
    .select({ order: orders, cartTokenHash: carts.tokenHash })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('order_of_idempotency_key')

  return async function replay(
    buyer: Buyer,
    input: PlaceOrderInput,
    locale: Locale,
  ): Promise<Outcome<PlacedOrder> | null> {
    const [existing] = await preparedOrderOfKey.execute({ key: input.idempotencyKey })
    return existing ? replayOutcome(existing, buyer, input, locale) : null
  }
}
