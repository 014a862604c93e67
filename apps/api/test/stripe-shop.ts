import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq } from 'drizzle-orm'

import { orders, orderStatusEvents } from '../src/db/schema'
import { stripeWebhookPath } from '../src/http/stripe-webhook'
import { createPasswordHasher } from '../src/modules/accounts/passwords'
import { seedDatabase } from '../src/seed/seed'
import { startTestApp, type TestApp } from './app'
import { idempotencyKey, readyCart, variantIds } from './commerce'
import { fixture } from './fixture'
import {
  startStripeStandIn,
  stripeTestEnv,
  type StandInIntent,
  type StripeStandIn,
} from './stripe-stand-in'

export const placeStripeOrderMutation = graphql(`
  mutation PlaceStripeOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      order {
        number
        status
        paymentMethod
        total {
          amount
          currency
        }
      }
      payment {
        clientSecret
        publishableKey
      }
      errors {
        code
        message
      }
    }
  }
`)

/** A charge as `charge.refunded` carries it, fully or partly refunded. */
export const refundedCharge = (intent: StandInIntent, refunded: boolean) => ({
  id: intent.latest_charge ?? 'ch_unknown',
  object: 'charge',
  amount: intent.amount,
  amount_refunded: refunded ? intent.amount : Math.floor(intent.amount / 2),
  currency: intent.currency,
  payment_intent: intent.id,
  refunded,
})

/**
 * The API on its own seeded database with Stripe configured against a stand-in of Stripe's API,
 * and what the payment tests do with it: place an order paid by Stripe, deliver a webhook event,
 * read an order's state and history.
 */
export async function startStripeShop() {
  const stripe: StripeStandIn = await startStripeStandIn()
  const api: TestApp = await startTestApp({ env: stripeTestEnv(stripe) })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  const variant = await variantIds(api, ['MAR-S', 'TEA-1'])
  const id = (sku: string) => variant[sku] ?? ''

  function place(cartId: string, key: string) {
    return api.gql(placeStripeOrderMutation, {
      variables: { input: { cartId, idempotencyKey: key, paymentMethod: 'STRIPE' } },
    })
  }

  async function placedOrder(sku = 'TEA-1', quantity = 1) {
    const cart = await readyCart(api, [[id(sku), quantity]])
    const key = idempotencyKey()
    const placed = (await place(cart.id, key)).body.data?.placeOrder
    if (!placed?.order) throw new Error(`placeOrder failed: ${JSON.stringify(placed)}`)
    const { number } = placed.order
    const intent = [...stripe.intents.values()].find(
      (candidate) => candidate.metadata.idempotency_key === key,
    )
    if (!intent) throw new Error('no PaymentIntent was created')
    return { cart, key, number, intent, placed }
  }

  function deliver(event: { payload: string; signature?: string }) {
    return api.app.fastify.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      },
      payload: event.payload,
    })
  }

  async function orderState(number: string) {
    const db = api.database.handle.db
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    if (!order) throw new Error(`no order ${number}`)
    const events = await db
      .select({ to: orderStatusEvents.toStatus })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(orderStatusEvents.createdAt, orderStatusEvents.id)
    return { status: order.status, events: events.map((event) => event.to) }
  }

  return {
    api,
    stripe,
    id,
    place,
    placedOrder,
    deliver,
    orderState,
    async close() {
      await api.close()
      await stripe.close()
    },
  }
}

export type StripeShop = Awaited<ReturnType<typeof startStripeShop>>
