import type { Locale } from '@comptoir/i18n/locales'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import { nothingAfterCommit, type AfterCommit } from '../../db/after-commit'
import { queryRows, type Database } from '../../db/client'
import { carts, orders } from '../../db/schema'
import type { StoredAddress } from '../../db/schema/commerce'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { PubSub } from '../../pubsub/pubsub'
import { generateToken } from '../accounts/tokens'
import {
  isOrderable,
  lockCartLines,
  type CartAccess,
  type CartLineRow,
  type CartService,
} from '../cart/cart.service'
import { variantTitleText } from '../cart/variant-title'
import type { MailDispatcher } from '../mail/outbox.service'
import { orderConfirmationMail } from '../orders/order-mails'
import { orderLink, type OrderRecord } from '../orders/orders.service'
import type { CheckoutCode } from './checkout-codes'
import { commerceError, type CommerceErrorCode } from './commerce-errors'
import type { CardInput, PaymentAccepted, PaymentProvider } from './payments'
import { computeTotals, type Totals } from './pricing'
import { findShippingMethod, type ShippingMethod } from './shipping-methods'

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

export interface Buyer {
  userId: string | null
  /** The signed-in customer's address, used when the cart has none. */
  email: string | null
  /** Language of the order's e-mails. */
  locale: Locale
}

export interface PlaceOrderInput {
  cartId: string | null | undefined
  idempotencyKey: string
  paymentMethod: string
  card: CardInput | null
}

export interface PlacedOrder {
  order: OrderRecord
  /** True when the key had already placed this order. */
  replayed: boolean
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

/** Stops the transaction; the order is not created and the payment is released. */
class CheckoutAbort extends Error {
  constructor(readonly code: CommerceErrorCode) {
    super(code)
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const details = current as { code?: unknown; constraint?: unknown }
    if (details.code === '23505' && details.constraint === constraint) return true
  }
  return false
}

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

  const preparedOrderOfKey = db
    .select({ order: orders, cartToken: carts.token })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('order_of_idempotency_key')

  async function orderOfKey(key: string) {
    const [row] = await preparedOrderOfKey.execute({ key })
    return row ?? null
  }

  /**
   * The order a key already placed, when the same caller retries the same request (same cart,
   * same payment method); a key reused for anything else is refused, as payment APIs do.
   */
  async function replay(
    buyer: Buyer,
    input: PlaceOrderInput,
    locale: Locale,
  ): Promise<Outcome<PlacedOrder> | null> {
    const existing = await orderOfKey(input.idempotencyKey)
    if (!existing) return null
    const cartGiven = input.cartId !== undefined && input.cartId !== null
    const sameOwner = buyer.userId !== null && buyer.userId === existing.order.userId
    const sameCart = cartGiven ? input.cartId === existing.cartToken : sameOwner
    const sameCaller = sameOwner || (cartGiven && input.cartId === existing.cartToken)
    const samePayment = input.paymentMethod === existing.order.paymentMethod
    return sameCaller && sameCart && samePayment
      ? success({ order: existing.order, replayed: true })
      : failure([commerceError('idempotency_key_reused', 'idempotencyKey', locale)])
  }

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
    const access: CartAccess = { userId: buyer.userId, cartId: input.cartId }
    const cart = await deps.cart.findCart(access)
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
        const created = await createOrder(tx, {
          number: `CPT-${claim.year}-${claim.sequence.padStart(6, '0')}`,
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
        })
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
      return success({ order, replayed: false })
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

  /** Takes every line's units, only where enough are left; the CHECK (stock >= 0) backs it. */
  async function takeStock(tx: Database, lines: CartLineRow[]) {
    const values = sql.join(
      lines.map((line) => sql`(${line.variantId}::uuid, ${line.quantity}::int)`),
      sql`, `,
    )
    const taken = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE product_variants AS v SET stock = v.stock - x.quantity
          FROM (VALUES ${values}) AS x(id, quantity)
          WHERE v.id = x.id AND v.stock >= x.quantity
          RETURNING v.id`,
    )
    if (taken.length !== lines.length) throw new CheckoutAbort('items_unavailable')
  }

  /** Locks the cart and draws the order number (a gap if the order fails, as sequences do). */
  async function claimCart(tx: Database, cartId: string) {
    const [row] = await queryRows<{ status: string; sequence: string; year: string }>(
      tx,
      sql`SELECT status, nextval('order_number_seq')::text AS sequence,
            to_char(now() AT TIME ZONE 'UTC', 'YYYY') AS year
          FROM carts WHERE id = ${cartId} FOR UPDATE`,
    )
    return row ?? null
  }

  interface NewOrder {
    number: string
    buyer: Buyer
    cartId: string
    email: string
    address: StoredAddress
    method: ShippingMethod
    lines: CartLineRow[]
    totals: Totals
    payment: PaymentAccepted
    provider: PaymentProvider
    code: CheckoutCode | null
    idempotencyKey: string
  }

  /**
   * Creates the order, its lines (name and price snapshots), its first status event and its
   * confirmation e-mail, and completes the cart, in one statement.
   */
  async function createOrder(tx: Database, facts: NewOrder): Promise<OrderRecord> {
    const accessToken = generateToken()
    const lines = facts.lines.map((line, position) => ({
      variant_id: line.variantId,
      sku: line.sku,
      slug: line.productSlug,
      name: line.productName,
      title: variantTitleText(line.options),
      image: line.images[0] ?? null,
      price: line.priceCents,
      quantity: line.quantity,
      position,
    }))
    const status = facts.payment.orderStatus
    const mail = orderConfirmationMail({
      number: facts.number,
      email: facts.email,
      locale: facts.buyer.locale,
      link: orderLink(deps.publicUrl, { number: facts.number, accessToken }),
      status,
      totalCents: facts.totals.totalCents,
      vatCents: facts.totals.vatCents,
      shippingCents: facts.totals.shippingCents,
      discountCents: facts.totals.discountCents,
      lines: lines.map((line) => ({
        productName: line.name,
        variantTitle: line.title,
        quantity: line.quantity,
        totalCents: line.price * line.quantity,
      })),
    })
    const { totals, payment } = facts
    const [created] = await queryRows<{ id: string; created_at: string | Date }>(
      tx,
      sql`WITH new_order AS (
            INSERT INTO orders (number, access_token, idempotency_key, cart_id, user_id, email,
              locale, status, subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents,
              shipping_address, shipping_method, shipping_method_name, payment_method,
              payment_card_brand, payment_card_last4, payment_reference, code)
            VALUES (${facts.number}, ${accessToken}, ${facts.idempotencyKey}, ${facts.cartId},
              ${facts.buyer.userId}, ${facts.email}, ${facts.buyer.locale}, ${status},
              ${totals.subtotalCents}, ${totals.discountCents}, ${totals.shippingCents},
              ${totals.totalCents}, ${totals.vatCents}, ${JSON.stringify(facts.address)}::jsonb,
              ${facts.method.code}, ${JSON.stringify(facts.method.name)}::jsonb, ${facts.provider.id},
              ${payment.cardBrand}, ${payment.cardLast4}, ${payment.reference},
              ${facts.code?.code ?? null})
            RETURNING id, created_at, status
          ), new_lines AS (
            INSERT INTO order_lines (order_id, variant_id, sku, product_slug, product_name,
              variant_title, image, unit_price_cents, quantity, position)
            SELECT new_order.id, x.variant_id, x.sku, x.slug, x.name, x.title, x.image, x.price,
              x.quantity, x.position
            FROM new_order, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS x(
              variant_id uuid, sku text, slug text, name jsonb, title jsonb, image text,
              price integer, quantity integer, position integer)
          ), first_event AS (
            INSERT INTO order_status_events (order_id, from_status, to_status, actor, created_at)
            SELECT id, NULL, status, 'checkout', created_at FROM new_order
          ), completed_cart AS (
            UPDATE carts SET status = 'COMPLETED', updated_at = now() WHERE id = ${facts.cartId}
          ), confirmation AS (
            INSERT INTO mail_outbox (kind, recipient, subject, text, html, link)
            VALUES (${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html},
              ${mail.link ?? null})
          )
          SELECT id, created_at FROM new_order`,
    )
    if (!created) throw new Error('The order was not created')
    const createdAt = new Date(created.created_at)
    return {
      id: created.id,
      number: facts.number,
      accessToken,
      idempotencyKey: facts.idempotencyKey,
      cartId: facts.cartId,
      userId: facts.buyer.userId,
      email: facts.email,
      locale: facts.buyer.locale,
      status,
      currency: 'EUR',
      ...totals,
      shippingAddress: facts.address,
      shippingMethod: facts.method.code,
      shippingMethodName: facts.method.name,
      paymentMethod: facts.provider.id,
      paymentCardBrand: payment.cardBrand,
      paymentCardLast4: payment.cardLast4,
      paymentReference: payment.reference,
      code: facts.code?.code ?? null,
      createdAt,
      updatedAt: createdAt,
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
