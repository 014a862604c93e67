import type { Locale } from '@comptoir/i18n/locales'
import { orderLimitExceeded } from '@comptoir/validation/order-limits'
import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { orders } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { PubSub } from '../../pubsub/pubsub'
import { overLimit, type RateLimiter } from '../../rate-limit/limiter'
import { catalogueKey } from '../../pubsub/topics'
import { generateToken } from '../accounts/tokens'
import { isOrderable, type CartLineRow } from '../cart/cart-lines'
import type { CartService } from '../cart/cart.service'
import type { MailDispatcher } from '../mail/outbox.service'
import type { OrderRecord } from '../orders/orders.service'
import type { OrderAttribution } from './attribution-port'
import { productsWithNewStockStatus } from './catalogue-changes'
import type { CartCodeResolver, CheckoutCode } from '../cart/checkout-codes'
import { createCheckoutRead } from './checkout-read'
import { commerceError, orderAttemptsLimited } from './commerce-errors'
import {
  createOrderReplay,
  guestAccessToken,
  replayOutcome,
  type PlacedOrder,
  type PlaceOrderInput,
} from './order-replay'
import {
  checkoutAbortOf,
  writeOrder,
  type Buyer,
  type StockChanges,
  type WrittenOrder,
} from './order-writer'
import type { PaymentConfirmation, PaymentProvider } from './payments'
import { computeTotals } from '../pricing/pricing'
import { findShippingMethod, type ShippingMethod } from '../pricing/shipping-methods'

export type { OrderAttribution } from './attribution-port'

export interface CheckoutDeps {
  db: Database
  cart: CartService
  payments: readonly PaymentProvider[]
  pubsub: PubSub
  mail: MailDispatcher
  /** How long after an order its confirmation is sent. */
  confirmationDelayMs: number
  logger: Logger
  publicUrl: string
  /** What prices a cart (the cart's own resolver). */
  codes: CartCodeResolver
  attribution: OrderAttribution
  /** Counts the placeOrder attempts of each client address. */
  limiter: RateLimiter
  /** placeOrder attempts one client address may make per hour. */
  attemptsPerHour: number
}

/** Who sends a placeOrder: its client address (none for the operator's own tools). */
export interface PlaceOrderCaller {
  ip: string
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
 * placeOrder in two round trips: one statement reads the key's order or the cart (lines, prices,
 * stock, code, attribution facts); the cart is priced and the payment authorised; one statement
 * (its own transaction) claims the cart, re-checks lines and prices under lock, takes the stock
 * and writes the order, its lines, its first status event, its confirmation e-mail and its
 * attribution. The same idempotency key always answers with the same order.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps
  const replay = createOrderReplay(db)
  const readCheckout = createCheckoutRead({
    db,
    codes: deps.codes,
    attribution: deps.attribution,
  })

  async function placeOrder(
    buyer: Buyer,
    input: PlaceOrderInput,
    locale: Locale,
    caller: PlaceOrderCaller | null = null,
  ): Promise<Outcome<PlacedOrder>> {
    if (!idempotencyKeyPattern.test(input.idempotencyKey)) {
      return failure([commerceError('invalid_idempotency_key', 'idempotencyKey', locale)])
    }
    // Each address places a few orders an hour: no one sets a product's whole stock aside.
    const limitKey = caller ? `place-order:ip:${caller.ip}` : null
    if (limitKey) {
      const rule = { limit: deps.attemptsPerHour, windowMs: 60 * 60_000 }
      const wait = await overLimit(deps.limiter, [[limitKey, rule]])
      if (wait !== null) {
        return (await replay(buyer, input, locale)) ?? failure([orderAttemptsLimited(wait, locale)])
      }
    }
    const outcome = await attempt(buyer, input, locale)
    // A retry of an order already placed is not another attempt.
    if (outcome.ok && outcome.value.replayed && limitKey) await deps.limiter.refund(limitKey)
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
    let read = await readCheckout(buyer, input, new Date())
    if (read.replay) return replayOutcome(read.replay, buyer, input, locale)
    const provider = deps.payments.find((candidate) => candidate.id === input.paymentMethod)
    if (!provider)
      return failure([commerceError('unknown_payment_method', 'paymentMethod', locale)])
    if (read.mergePending) {
      // The anonymous cart the customer brought joins theirs first, as every cart request does.
      await deps.cart.findCart({ userId: buyer.userId, cartId: input.cartId })
      read = await readCheckout(buyer, input, new Date())
    }
    const { cart, lines, code } = read
    if (!cart) return failure([commerceError('cart_not_found', 'cartId', locale)])
    if (lines.length === 0) return failure([commerceError('cart_empty', 'cartId', locale)])
    if (lines.some((line) => !isOrderable(line) || line.quantity > line.stock)) {
      // Loading the cart lowers the quantities above the stock left, for the buyer to see.
      await deps.cart.loadState(cart)
      return failure([commerceError('items_unavailable', 'cartId', locale)])
    }
    const exceeded = orderLimitExceeded(lines.map((line) => line.quantity))
    if (exceeded) {
      const code = exceeded === 'line' ? 'line_limit' : 'order_limit'
      return failure([commerceError(code, 'cartId', locale)])
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
    const totals = priced(lines, code, method)
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

    let written: WrittenOrder
    try {
      const attribution = deps.attribution.plan(read.attribution, {
        // A chosen operation's code prices the order; the choice itself is what credits it.
        checkoutCode: code?.chosen ? null : code,
        status: payment.orderStatus,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
      })
      written = await writeOrder(
        db,
        {
          accessToken,
          buyer,
          cartId: cart.id,
          email,
          address: cart.shippingAddress,
          method,
          lines,
          totals,
          payment,
          provider,
          code,
          idempotencyKey: input.idempotencyKey,
        },
        attribution,
        deps.publicUrl,
      )
    } catch (error) {
      await releaseUnlessTaken(provider, payment.reference)
      const abort = checkoutAbortOf(error)
      if (abort) return failure([commerceError(abort.code, 'cartId', locale)])
      if (isUniqueViolation(error, 'orders_idempotency_key_unique')) {
        return failure([commerceError('idempotency_key_reused', 'idempotencyKey', locale)])
      }
      throw error
    }
    // The order has committed: what follows tells others, and cannot undo it.
    const attach = provider.attach?.bind(provider)
    await Promise.all([
      announce(written.order),
      attach?.(payment.reference, written.order.number),
      deps.attribution.announce(written.attribution, written.order.number)(),
      announceStock(written.stock),
    ]).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'a placed order could not be announced')
    })
    return success({
      order: written.order,
      accessToken,
      replayed: false,
      payment: payment.confirmation ?? null,
      details: written.details,
    })
  }

  /**
   * Gives back a payment whose order was not written, unless an order holds it: a provider that
   * answers a repeated key with the same payment (Stripe) gave it to a duplicate sent in parallel,
   * whose order was written first.
   */
  async function releaseUnlessTaken(provider: PaymentProvider, reference: string) {
    const [taken] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentMethod, provider.id), eq(orders.paymentReference, reference)))
      .limit(1)
    if (!taken) await provider.release(reference)
  }

  /** The payment an order awaiting it still has to confirm in the browser (Stripe), if any. */
  async function paymentConfirmation(order: OrderRecord): Promise<PaymentConfirmation | null> {
    if (order.status !== 'PENDING_PAYMENT' || !order.paymentReference) return null
    const provider = deps.payments.find((candidate) => candidate.id === order.paymentMethod)
    return (await provider?.confirmation?.(order.paymentReference)) ?? null
  }

  async function announce(order: OrderRecord) {
    await deps.pubsub.publish('orderStatusChanged', order.number, {
      orderNumber: order.number,
      status: order.status,
      previousStatus: null,
      changedAt: order.createdAt.toISOString(),
    })
    // A moment later: the confirmation leaves with those of the orders placed meanwhile, and
    // rendering and sending it never competes with the live events of the same order.
    setTimeout(() => {
      deps.mail.flush().catch((error: unknown) => {
        deps.logger.error({ err: error }, 'the order confirmation could not be dispatched')
      })
    }, deps.confirmationDelayMs).unref()
  }

  /** Tells the catalogue's caches which products now show another stock status. */
  async function announceStock(stock: StockChanges) {
    const productIds = productsWithNewStockStatus(stock)
    if (productIds.length > 0) {
      await deps.pubsub.publish('catalogueChanged', catalogueKey, { productIds })
    }
  }

  return { placeOrder, paymentConfirmation, paymentMethods: deps.payments }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
