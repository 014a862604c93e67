import { spawn } from 'node:child_process'

import { graphql } from '@comptoir/gql-client/public-graphql'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, stockOf, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import {
  signedEvent,
  startStripeStandIn,
  stripeTestEnv,
  type StandInIntent,
  type StripeStandIn,
} from '../../../test/stripe-stand-in'
import { cartLines, orders, orderStatusEvents, paymentEvents } from '../../db/schema'
import { stripeWebhookPath } from '../../http/stripe-webhook'
import { apiRoot } from '../../paths'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const placeStripeOrderMutation = graphql(`
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

const orderPaymentQuery = graphql(`
  query StripeOrderPayment($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      status
      payment {
        clientSecret
      }
    }
  }
`)

const paymentMethodsQuery = graphql(`
  query StripePaymentMethods {
    paymentMethods {
      code
      name
    }
  }
`)

let stripe: StripeStandIn
let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  stripe = await startStripeStandIn()
  api = await startTestApp({ env: stripeTestEnv(stripe) })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'TEA-1'])
})

afterAll(async () => {
  await api.close()
  await stripe.close()
})

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
    .select({ to: orderStatusEvents.toStatus, actor: orderStatusEvents.actor })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, order.id))
    .orderBy(orderStatusEvents.createdAt, orderStatusEvents.id)
  return { status: order.status, events: events.map((event) => event.to) }
}

const charge = (intent: StandInIntent, refunded: boolean) => ({
  id: intent.latest_charge ?? 'ch_unknown',
  object: 'charge',
  amount: intent.amount,
  amount_refunded: refunded ? intent.amount : Math.floor(intent.amount / 2),
  currency: intent.currency,
  payment_intent: intent.id,
  refunded,
})

describe('card payments through Stripe', () => {
  it('offers Stripe and bank transfer, not the test card, and lets Stripe.js run on the pages', async () => {
    const response = await api.gql(paymentMethodsQuery)
    const methods = response.body.data?.paymentMethods
    expect(methods?.map((method) => method.code)).toEqual(['STRIPE', 'BANK_TRANSFER'])
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self' https://js.stripe.com")
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com")
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
  })

  it('places the order PENDING_PAYMENT with a PaymentIntent for the server-priced total, under the order key', async () => {
    const requestsBefore = stripe.requests.length
    const { key, intent, placed, number } = await placedOrder('TEA-1', 2)
    expect(placed.order).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethod: 'STRIPE' })
    const total = placed.order?.total
    expect(total?.currency).toBe('EUR')
    const create = stripe.requests
      .slice(requestsBefore)
      .find((request) => request.method === 'POST' && request.path === '/v1/payment_intents')
    expect(create).toMatchObject({
      idempotencyKey: key,
      authorization: 'Bearer sk_test_standin',
      body: { amount: String(total?.amount), currency: 'eur', metadata: { idempotency_key: key } },
    })
    expect(intent.amount).toBe(total?.amount)
    expect(placed.payment).toEqual({
      clientSecret: intent.client_secret,
      publishableKey: 'pk_test_standin',
    })
    // The intent is told its order's number once the order is written.
    expect(intent.metadata.order_number).toBe(number)
  })

  it('answers a retried placeOrder with the same order and the same single intent', async () => {
    const { cart, key, number, placed } = await placedOrder()
    const retried = (await place(cart.id, key)).body.data?.placeOrder
    expect(retried?.order?.number).toBe(number)
    expect(retried?.payment?.clientSecret).toBe(placed.payment?.clientSecret)
    const intents = [...stripe.intents.values()].filter(
      (intent) => intent.metadata.idempotency_key === key,
    )
    expect(intents).toHaveLength(1)
    const rows = await api.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key))
    expect(rows).toHaveLength(1)
  })

  it('marks the order paid from a signed payment_intent.succeeded, once however often it is delivered', async () => {
    const { number, intent } = await placedOrder()
    const event = signedEvent('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'))
    const first = await deliver(event)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ outcome: 'paid' })
    const second = await deliver(event)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ outcome: 'duplicate' })
    // Another delivery of the same news under a new id changes nothing either: PAID stays PAID.
    const again = signedEvent('payment_intent.succeeded', intent)
    expect((await deliver(again)).json()).toMatchObject({ outcome: 'unchanged' })
    expect(await orderState(number)).toEqual({
      status: 'PAID',
      events: ['PENDING_PAYMENT', 'PAID'],
    })
    const recorded = await api.database.handle.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)))
    expect(recorded).toMatchObject([{ type: 'payment_intent.succeeded', outcome: 'paid' }])
  })

  it('changes the order once when Stripe delivers the same event twice at the same time', async () => {
    const { number, intent } = await placedOrder()
    const event = signedEvent('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'))
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(
      answers.filter((answer) => answer.json<{ outcome: string }>().outcome === 'paid'),
    ).toHaveLength(1)
    expect(await orderState(number)).toEqual({
      status: 'PAID',
      events: ['PENDING_PAYMENT', 'PAID'],
    })
  })

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { number, intent } = await placedOrder()
    const paidIntent = stripe.settle(intent.id, 'succeeded')
    const forged = signedEvent('payment_intent.succeeded', paidIntent, {
      secret: 'whsec_someone_else',
    })
    expect((await deliver(forged)).statusCode).toBe(400)
    expect((await deliver({ payload: forged.payload })).statusCode).toBe(400)
    // A body changed after signing fails too.
    const genuine = signedEvent('payment_intent.succeeded', paidIntent)
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
    }
    expect((await deliver(tampered)).statusCode).toBe(400)
    expect(await orderState(number)).toEqual({
      status: 'PENDING_PAYMENT',
      events: ['PENDING_PAYMENT'],
    })
    const recorded = await api.database.handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, forged.id))
    expect(recorded).toEqual([])
  })

  it('keeps the order unpaid after a failed payment, its lines and stock held, ready for another card', async () => {
    const stockBefore = await stockOf(api, 'MAR-S')
    const { number, intent, cart, key, placed } = await placedOrder('MAR-S', 1)
    const failed = signedEvent('payment_intent.payment_failed', stripe.settle(intent.id, 'failed'))
    expect((await deliver(failed)).json()).toMatchObject({ outcome: 'payment_failed' })
    expect(await orderState(number)).toEqual({
      status: 'PENDING_PAYMENT',
      events: ['PENDING_PAYMENT'],
    })
    expect(await stockOf(api, 'MAR-S')).toBe(stockBefore - 1)
    // The cart became the order: its lines are kept as they were, nothing is released.
    const db = api.database.handle.db
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    const lines = await db
      .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, order?.cartId ?? ''))
    expect(lines).toEqual([{ variantId: id('MAR-S'), quantity: 1 }])
    // The shopper retries on the same intent, from the checkout (placeOrder's retry) or from
    // the order's page.
    const retry = (await place(cart.id, key)).body.data?.placeOrder
    expect(retry?.payment?.clientSecret).toBe(intent.client_secret)
    const orderPage = () =>
      api.gql(orderPaymentQuery, { variables: { number, accessToken: placed.accessToken } })
    expect((await orderPage()).body.data?.order).toEqual({
      status: 'PENDING_PAYMENT',
      payment: { clientSecret: intent.client_secret },
    })
    // Then a later success pays the order.
    const paid = signedEvent('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded'))
    expect((await deliver(paid)).json()).toMatchObject({ outcome: 'paid' })
    expect((await orderPage()).body.data?.order).toEqual({ status: 'PAID', payment: null })
  })

  it('refunds a Stripe-paid order through Stripe from the operator refund, once', async () => {
    const { number, intent } = await placedOrder()
    await deliver(signedEvent('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded')))
    const requestsBefore = stripe.requests.length
    const result = await api.app.services.orderRefunds(number, { actor: 'admin-cli' })
    expect(result).toMatchObject({ ok: true, from: 'PAID', order: { status: 'REFUNDED' } })
    const refunds = stripe.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/v1/refunds')
    expect(refunds).toMatchObject([
      {
        method: 'POST',
        idempotencyKey: `refund-${number}`,
        body: { payment_intent: intent.id, amount: String(intent.amount) },
      },
    ])
    // Stripe then announces the refund: the order is already refunded, nothing moves again.
    const announced = signedEvent('charge.refunded', charge(intent, true))
    expect((await deliver(announced)).json()).toMatchObject({ outcome: 'unchanged' })
    expect(await orderState(number)).toEqual({
      status: 'REFUNDED',
      events: ['PENDING_PAYMENT', 'PAID', 'REFUNDED'],
    })
    // A second refund command is refused before it reaches Stripe.
    expect(await api.app.services.orderRefunds(number, { actor: 'admin-cli' })).toMatchObject({
      ok: false,
      reason: 'invalid_transition',
    })
    const refundsOfIntent = stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.body.payment_intent === intent.id,
    )
    expect(refundsOfIntent).toHaveLength(1)
  })

  // The command as an operator runs it, in its own process on the same database (PostgreSQL).
  it.skipIf(!process.env.DATABASE_URL)(
    'refunds through Stripe from `cli orders refund` (needs DATABASE_URL; skipped otherwise)',
    async () => {
      const { number, intent } = await placedOrder()
      await deliver(signedEvent('payment_intent.succeeded', stripe.settle(intent.id, 'succeeded')))
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/cli/orders.ts', 'orders', 'refund', number],
        {
          cwd: apiRoot,
          env: {
            ...process.env,
            ...stripeTestEnv(stripe),
            DATABASE_URL: api.database.url ?? '',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      let printed = ''
      child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
      const code = await new Promise((resolve) => child.once('exit', resolve))
      expect(code).toBe(0)
      expect(printed).toBe(`${number}: PAID → REFUNDED\n`)
      expect(
        stripe.requests.filter(
          (request) => request.path === '/v1/refunds' && request.body.payment_intent === intent.id,
        ),
      ).toMatchObject([{ idempotencyKey: `refund-${number}` }])
      expect((await orderState(number)).status).toBe('REFUNDED')
    },
    30_000,
  )

  it('applies events that arrive out of order without moving the order backwards', async () => {
    const { number, intent } = await placedOrder()
    const paidIntent = stripe.settle(intent.id, 'succeeded')
    expect(
      (await deliver(signedEvent('charge.refunded', charge(paidIntent, false)))).json(),
    ).toMatchObject({ outcome: 'partially_refunded' })
    expect(
      (await deliver(signedEvent('charge.refunded', charge(paidIntent, true)))).json(),
    ).toMatchObject({ outcome: 'refunded' })
    expect(
      (await deliver(signedEvent('payment_intent.succeeded', paidIntent))).json(),
    ).toMatchObject({ outcome: 'unchanged' })
    expect(await orderState(number)).toEqual({
      status: 'REFUNDED',
      events: ['PENDING_PAYMENT', 'PAID', 'REFUNDED'],
    })
  })
})
