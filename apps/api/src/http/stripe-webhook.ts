import type { FastifyInstance } from 'fastify'

import type { StripeWebhooks } from '../modules/payments/stripe-webhooks'

/** Where Stripe sends its events (the endpoint to declare in Stripe's dashboard). */
export const stripeWebhookPath = '/webhooks/stripe'

/**
 * POST /webhooks/stripe: the signature is checked on the body exactly as Stripe sent it, so this
 * route reads its body as bytes (its own scope: the other routes keep parsing JSON). A missing or
 * forged signature gets 400 and changes nothing; a processed (or already processed) event gets
 * 200; a failure gets 500, and Stripe delivers the event again later.
 */
export async function registerStripeWebhook(app: FastifyInstance, webhooks: StripeWebhooks) {
  await app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => {
        done(null, body)
      },
    )
    scope.post(stripeWebhookPath, async (request, reply) => {
      const signature = request.headers['stripe-signature']
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const event = webhooks.verify(body, typeof signature === 'string' ? signature : undefined)
      if (!event) return reply.code(400).send({ error: 'Invalid signature' })
      const outcome = await webhooks.handle(event)
      return reply.code(200).send({ received: true, outcome })
    })
    registered()
  })
}
