import type { Logger } from 'pino'
import type Stripe from 'stripe'

import type { PaymentConfirmation, PaymentProvider, PaymentRequest } from '../checkout/payments'

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

/** How many given-back intents one placeOrder key may replace before the attempt is refused. */
const maxReplacedIntents = 3

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

  function createIntent(request: PaymentRequest, key: string) {
    return stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: { idempotency_key: request.idempotencyKey },
      },
      { idempotencyKey: key },
    )
  }

  /**
   * The intent of a placeOrder key as it is now. Stripe answers a repeated key with the response
   * it saved for the first request (marked `Idempotent-Replayed`), not with the intent as it has
   * become since: an intent given back after an earlier attempt's write failed is replayed as
   * payable. So a replay is read again, and a given-back intent is replaced by a new one under a
   * key derived from it (the same for retries sent in parallel, which then share it).
   */
  async function payableIntent(request: PaymentRequest): Promise<Stripe.PaymentIntent> {
    let key = request.idempotencyKey
    for (let replaced = 0; ; replaced += 1) {
      const created = await createIntent(request, key)
      const replayed = created.lastResponse.headers['idempotent-replayed'] === 'true'
      const intent = replayed ? await stripe.paymentIntents.retrieve(created.id) : created
      if (intent.status !== 'canceled' || replaced === maxReplacedIntents) return intent
      key = `${request.idempotencyKey}:${intent.id}`
    }
  }

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
        intent = await payableIntent(request)
      } catch (error) {
        // Nothing is charged before the shopper confirms: the order is simply not placed.
        logger.error({ err: error }, 'Stripe refused to create a PaymentIntent')
        return { accepted: false, code: 'payment_unavailable', field: null }
      }
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
    async close(reference) {
      const intent = await stripe.paymentIntents.retrieve(reference)
      if (intent.status === 'canceled') return 'closed'
      // Processing or paid: the webhook settles the order.
      if (!awaitingShopper.has(intent.status)) return 'kept'
      try {
        await stripe.paymentIntents.cancel(reference)
        return 'closed'
      } catch (error) {
        // Confirmed meanwhile (Stripe refuses to cancel it): kept, the webhook settles it.
        logger.warn({ err: error, reference }, 'an expired PaymentIntent could not be cancelled')
        return 'kept'
      }
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
    async paymentStatus(reference) {
      return (await stripe.paymentIntents.retrieve(reference)).status
    },
    async refund(reference, request) {
      await stripe.refunds.create(
        { payment_intent: reference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      )
    },
  }
}
