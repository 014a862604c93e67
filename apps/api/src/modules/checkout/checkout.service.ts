import type { Locale } from '@comptoir/i18n/locales'
import type { Logger } from 'pino'

import { nothingAfterCommit, type AfterCommit } from '../../db/after-commit'
import type { Database } from '../../db/client'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { PubSub } from '../../pubsub/pubsub'
import { generateToken } from '../accounts/tokens'
import { isOrderable, lockCartLines, type CartLineRow } from '../cart/cart-lines'
import type { CartService } from '../cart/cart.service'
import type { MailDispatcher } from '../mail/outbox.service'
import type { OrderRecord } from '../orders/orders.service'
import type { CheckoutCode } from './checkout-codes'
import { commerceError } from './commerce-errors'
import {
  createOrderReplay,
  guestAccessToken,
  type PlacedOrder,
  type PlaceOrderInput,
} from './order-replay'
import { CheckoutAbort, claimCart, createOrder, takeStock, type Buyer } from './order-writer'
import type { PaymentProvider } from './payments'
import { computeTotals, type Totals } from './pricing'
import { findShippingMethod, type ShippingMethod } from './shipping-methods'
import { isUniqueViolation } from '../../db/errors'

/** What placeOrder knows about the order it just created, for the attribution step. */
export interface PlacedOrderFacts {
  orderId: string
  number: string
  userId: string | null
  email: string
  /** The checkout code that applied, if any (ambassador or operation). */
  checkoutCode: CheckoutCode | null
  totals: Totals
}

/**
 * Decides who an order is attributed to (ambassador programme). Runs inside placeOrder's
 * transaction, so an attribution commits with its order or not at all; what it returns runs
 * once the order has committed.
 */
export interface OrderAttribution {
  attribute(tx: Database, order: PlacedOrderFacts): Promise<AfterCommit>
}

/** No attribution: orders belong to nobody but their buyer. */
export const noAttribution: OrderAttribution = {
  attribute: () => Promise.resolve(nothingAfterCommit),
}

export interface CheckoutDeps {
  db: Database
  cart: CartService
  payments: readonly PaymentProvider[]
  pubsub: PubSub
  mail: MailDispatcher
  logger: Logger
  publicUrl: string
  attribution: OrderAttribution
}

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/

function priced(lines: CartLineRow[], code: CheckoutCode | null, method: ShippingMethod) {
  return computeTotals(
    lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
    code?.customerDiscountBps ?? 0,
    method,
  )
}

/**
 * placeOrder: validate the cart, authorise the payment, then in ONE transaction re-price from
 * locked variants, take the stock with a conditional update, create the order, its lines and
 * its first status event, queue the confirmation e-mail and complete the cart. The same
 * idempotency key always answers with the same order.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps
  const replay = createOrderReplay(db)

  async function placeOrder(
    buyer: Buyer,
    input: PlaceOrderInput,
    locale: Locale,
  ): Promise<Outcome<PlacedOrder>> {
    if (!idempotencyKeyPattern.test(input.idempotencyKey)) {
      return failure([commerceError('invalid_idempotency_key', 'idempotencyKey', locale)])
    }
    const replayed = await replay(buyer, input, locale)
    if (replayed) return replayed
    const outcome = await attempt(buyer, input, locale)
    if (outcome.ok) return outcome
    // A duplicate sent in parallel may have placed the order while this one was checking the
    // cart (which is then completed): answer with that order rather than with a cart error.
    return (await replay(buyer, input, locale)) ?? outcome
  }

  async function attempt(
    buyer: Buyer,
    input: PlaceOrderInput,
    locale: Locale,
  ): Promise<Outcome<PlacedOrder>> {
    const provider = deps.payments.find((candidate) => candidate.id === input.paymentMethod)
    if (!provider)
      return failure([commerceError('unknown_payment_method', 'paymentMethod', locale)])
    const cart = await deps.cart.findCart({ userId: buyer.userId, cartId: input.cartId })
    if (!cart) return failure([commerceError('cart_not_found', 'cartId', locale)])
    const state = await deps.cart.loadState(cart)
    if (state.lines.length === 0) return failure([commerceError('cart_empty', 'cartId', locale)])
    if (state.problems.some((problem) => problem.code !== 'CODE_NOT_VALID')) {
      return failure([commerceError('items_unavailable', 'cartId', locale)])
    }
    const email = cart.email ?? buyer.email
    const method = findShippingMethod(cart.shippingMethod)
    const missing: FieldError[] = [
      ...(email ? [] : [commerceError('missing_email', 'email', locale)]),
      ...(cart.shippingAddress
        ? []
        : [commerceError('missing_address', 'shippingAddress', locale)]),
      ...(method ? [] : [commerceError('missing_shipping_method', 'shippingMethod', locale)]),
    ]
    if (!email || !cart.shippingAddress || !method) return failure(missing)
    const address = cart.shippingAddress
    const totals = priced(state.lines, state.checkoutCode, method)
    const accessToken = cart.token
      ? guestAccessToken(cart.token, input.idempotencyKey)
      : generateToken()

    const payment = await provider.authorize({
      amountCents: totals.totalCents,
      currency: 'EUR',
      idempotencyKey: input.idempotencyKey,
      card: input.card,
    })
    if (!payment.accepted) return failure([commerceError(payment.code, payment.field, locale)])

    try {
      const { order, afterCommit } = await db.transaction(async (tx) => {
        const claim = await claimCart(tx, cart.id)
        if (claim?.status !== 'ACTIVE') throw new CheckoutAbort('cart_completed')
        const lines = await lockCartLines(tx, cart.id)
        if (lines.length === 0) throw new CheckoutAbort('cart_empty')
        if (lines.some((line) => !isOrderable(line) || line.stock < line.quantity)) {
          throw new CheckoutAbort('items_unavailable')
        }
        const locking = priced(lines, state.checkoutCode, method)
        if (locking.totalCents !== totals.totalCents) throw new CheckoutAbort('cart_changed')
        await takeStock(tx, lines)
        const created = await createOrder(
          tx,
          {
            number: `CPT-${claim.year}-${claim.sequence.padStart(6, '0')}`,
            accessToken,
            buyer,
            cartId: cart.id,
            email,
            address,
            method,
            lines,
            totals,
            payment,
            provider,
            code: state.checkoutCode,
            idempotencyKey: input.idempotencyKey,
          },
          deps.publicUrl,
        )
        const attributed = await deps.attribution.attribute(tx, {
          orderId: created.id,
          number: created.number,
          userId: created.userId,
          email: created.email,
          checkoutCode: state.checkoutCode,
          totals,
        })
        return { order: created, afterCommit: attributed }
      })
      await announce(order)
      await afterCommit()
      return success({ order, accessToken, replayed: false })
    } catch (error) {
      await provider.release(payment.reference)
      if (error instanceof CheckoutAbort) {
        return failure([commerceError(error.code, 'cartId', locale)])
      }
      if (isUniqueViolation(error, 'orders_idempotency_key_unique')) {
        return failure([commerceError('idempotency_key_reused', 'idempotencyKey', locale)])
      }
      throw error
    }
  }

  async function announce(order: OrderRecord) {
    await deps.pubsub.publish('orderStatusChanged', order.number, {
      orderNumber: order.number,
      status: order.status,
      previousStatus: null,
      changedAt: order.createdAt.toISOString(),
    })
    deps.mail.flush().catch((error: unknown) => {
      deps.logger.error({ err: error }, 'the order confirmation could not be dispatched')
    })
  }

  return { placeOrder, paymentMethods: deps.payments }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
