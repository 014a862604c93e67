import type { Logger } from 'pino'
import type Stripe from 'stripe'

import type { PaymentConfirmation, PaymentProvider } from '../checkout/payments'

export interface StripeProviderDeps {
  stripe: Stripe
  publishableKey: string
  logger: Logger
}

/** The provider id stored on the orders paid through Stripe. */
export const stripeProviderId = 'stripe'

/** Statuses in which the shopper still has something to do in the browser. */
const awaitingShopper = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

/**
 * Card payments through Stripe. placeOrder creates a PaymentIntent for the amount the server
 * priced, under the order's idempotency key (a retried placeOrder finds the same intent); the
 * order waits in PENDING_PAYMENT while the shopper confirms it with the Payment Element, and only
 * the signed webhook marks it paid.
 */
export function createStripeProvider(deps: StripeProviderDeps): PaymentProvider {
  const { stripe, publishableKey, logger } = deps
  const confirmationOf = (intent: Stripe.PaymentIntent): PaymentConfirmation | null =>
    intent.client_secret && awaitingShopper.has(intent.status)
      ? { clientSecret: intent.client_secret, publishableKey }
      : null

  return {
    id: stripeProviderId,
    name: { en: 'Card', fr: 'Carte bancaire' },
    description: {
      en: 'Visa, Mastercard and other cards, paid securely through Stripe once the order is placed.',
      fr: 'Visa, Mastercard et autres cartes, payées en toute sécurité via Stripe une fois la commande passée.',
    },
    async authorize(request) {
      let intent: Stripe.PaymentIntent
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: { idempotency_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        )
      } catch (error) {
        // Nothing is charged before the shopper confirms: the order is simply not placed.
        logger.error({ err: error }, 'Stripe refused to create a PaymentIntent')
        return { accepted: false, code: 'payment_unavailable', field: null }
      }
      // The key's intent was given back after an earlier attempt failed: Stripe replays the same
      // (cancelled) one for this key, so the shopper's next attempt, under a new key, pays.
      if (intent.status === 'canceled') {
        return { accepted: false, code: 'payment_unavailable', field: null }
      }
      return {
        accepted: true,
        orderStatus: 'PENDING_PAYMENT',
        reference: intent.id,
        cardBrand: null,
        cardLast4: null,
        confirmation: confirmationOf(intent),
      }
    },
    async release(reference) {
      await stripe.paymentIntents.cancel(reference).catch((error: unknown) => {
        logger.warn({ err: error, reference }, 'an unused PaymentIntent could not be cancelled')
      })
    },
    async attach(reference, orderNumber) {
      await stripe.paymentIntents.update(
        reference,
        { description: `Order ${orderNumber}`, metadata: { order_number: orderNumber } },
        { idempotencyKey: `attach-${reference}` },
      )
    },
    async confirmation(reference) {
      return confirmationOf(await stripe.paymentIntents.retrieve(reference))
    },
    async refund(reference, request) {
      await stripe.refunds.create(
        { payment_intent: reference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      )
    },
  }
}
