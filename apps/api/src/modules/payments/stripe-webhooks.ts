import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type Stripe from 'stripe'

import type { Database } from '../../db/client'
import { paymentEvents } from '../../db/schema'
import type { OrderAdminService, TransitionResult } from '../orders/order-admin.service'
import type { OrderStatus } from '../orders/order-state'
import { findOrderByPayment } from '../orders/orders.service'
import { paymentExpiredKind } from '../orders/payment-mails'
import { stripeProviderId } from './stripe-provider'

export interface StripeWebhookDeps {
  db: Database
  stripe: Stripe
  webhookSecret: string
  /** The operator's transitions: a paid or refunded order has the same effects either way. */
  orderAdmin: OrderAdminService
  logger: Logger
}

/** What processing an event did, kept with it in `payment_events`. */
export type WebhookOutcome =
  | 'duplicate'
  | 'paid'
  | 'refunded'
  | 'refunded_cancelled'
  | 'payment_failed'
  | 'cancelled'
  | 'partially_refunded'
  | 'amount_mismatch'
  | 'no_order'
  | 'unchanged'
  | 'ignored'

interface OrderOfPayment {
  id: string
  number: string
  status: OrderStatus
  totalCents: number
  currency: string
}

const actor = 'stripe-webhook'

/**
 * Stripe's webhook: verifies each event's signature on the raw body, then acts on it once.
 * Stripe delivers at least once and in no set order, so an event already recorded is not acted on
 * again, and the order's state only moves forward (PENDING_PAYMENT → PAID → REFUNDED): a late
 * `payment_intent.succeeded` after a refund, or a second delivery that races the first, finds a
 * transition the state machine refuses and changes nothing.
 */
export function createStripeWebhooks(deps: StripeWebhookDeps) {
  const { db, stripe, orderAdmin, logger } = deps

  /** The event, or null when the signature is missing, forged, or too old. */
  function verify(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret)
    } catch {
      return null
    }
  }

  async function orderOf(paymentIntentId: string): Promise<OrderOfPayment | null> {
    return findOrderByPayment(db, stripeProviderId, paymentIntentId)
  }

  const moved = (result: TransitionResult) => result.ok

  async function paid(event: Stripe.PaymentIntentSucceededEvent, order: OrderOfPayment) {
    const intent = event.data.object
    if (
      intent.amount_received !== order.totalCents ||
      intent.currency !== order.currency.toLowerCase()
    ) {
      logger.error(
        { order: order.number, intent: intent.id, received: intent.amount_received },
        'a Stripe payment does not match its order: the order is left for an operator',
      )
      return 'amount_mismatch'
    }
    if (order.status === 'CANCELLED') {
      // Paid after the order was cancelled (its units are back on sale): the money goes back.
      await stripe.refunds.create(
        { payment_intent: intent.id },
        { idempotencyKey: `refund-${order.number}` },
      )
      logger.warn(
        { order: order.number, intent: intent.id },
        'a cancelled order was paid: refunded',
      )
      return 'refunded_cancelled'
    }
    const result = await orderAdmin.transition(order.number, 'PAID', { actor, note: event.id })
    return moved(result) ? 'paid' : 'unchanged'
  }

  async function refunded(event: Stripe.ChargeRefundedEvent, order: OrderOfPayment) {
    // charge.refunded also announces partial refunds: the order is refunded once all of it is.
    if (!event.data.object.refunded) return 'partially_refunded'
    const options = { actor, note: event.id }
    // Refunded before its success reached us: the order was paid, then refunded, in that order.
    if (order.status === 'PENDING_PAYMENT')
      await orderAdmin.transition(order.number, 'PAID', options)
    return moved(await orderAdmin.transition(order.number, 'REFUNDED', options))
      ? 'refunded'
      : 'unchanged'
  }

  /** The intent can no longer be paid (abandoned, failed for good, cancelled): its order ends. */
  async function canceled(event: Stripe.PaymentIntentCanceledEvent, order: OrderOfPayment) {
    if (order.status !== 'PENDING_PAYMENT') return 'unchanged'
    const result = await orderAdmin.transition(order.number, 'CANCELLED', {
      actor,
      note: event.id,
      from: 'PENDING_PAYMENT',
      notify: paymentExpiredKind,
    })
    return moved(result) ? 'cancelled' : 'unchanged'
  }

  async function act(
    event: Stripe.Event,
  ): Promise<{ outcome: WebhookOutcome; orderId: string | null }> {
    const intentId =
      event.type === 'payment_intent.succeeded' ||
      event.type === 'payment_intent.payment_failed' ||
      event.type === 'payment_intent.canceled'
        ? event.data.object.id
        : event.type === 'charge.refunded'
          ? paymentIntentIdOf(event.data.object)
          : null
    if (intentId === null) return { outcome: 'ignored', orderId: null }
    const order = await orderOf(intentId)
    if (!order) return { outcome: 'no_order', orderId: null }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { outcome: await paid(event, order), orderId: order.id }
      case 'charge.refunded':
        return { outcome: await refunded(event, order), orderId: order.id }
      case 'payment_intent.canceled':
        return { outcome: await canceled(event, order), orderId: order.id }
      default:
        // A declined or failed attempt leaves the order waiting for payment, its stock held and
        // its lines as ordered: Stripe keeps the PaymentIntent open, so the shopper tries another
        // card (or 3-D Secure again) on the same intent, as card shops let them, until the
        // intent is cancelled (payment_intent.canceled) or the order's hold runs out.
        return { outcome: 'payment_failed', orderId: order.id }
    }
  }

  /** Acts on a verified event once; a repeated delivery answers `duplicate`. */
  async function handle(event: Stripe.Event): Promise<WebhookOutcome> {
    const [seen] = await db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, stripeProviderId), eq(paymentEvents.eventId, event.id)))
    if (seen) return 'duplicate'
    const { outcome, orderId } = await act(event)
    // Recorded after acting: a crash in between makes Stripe deliver again, and the transitions,
    // which only move forward, make that second pass change nothing.
    await db
      .insert(paymentEvents)
      .values({ provider: stripeProviderId, eventId: event.id, type: event.type, orderId, outcome })
      .onConflictDoNothing()
    logger.info({ event: event.id, type: event.type, outcome }, 'Stripe event processed')
    return outcome
  }

  return { verify, handle }
}

function paymentIntentIdOf(charge: Stripe.Charge): string | null {
  const intent = charge.payment_intent
  if (intent === null) return null
  return typeof intent === 'string' ? intent : intent.id
}

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>
