import { graphql } from '@comptoir/gql-client/public-graphql'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { idempotencyKey, readyCart, stockOf } from '../../../test/commerce'
import { signedEvent } from '../../../test/stripe-stand-in'
import { startStripeShop, type StripeShop } from '../../../test/stripe-shop'
import { cartLines, orders, paymentEvents } from '../../db/schema'

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

let shop: StripeShop

beforeAll(async () => {
  shop = await startStripeShop()
})

afterAll(async () => {
  await shop.close()
})

describe('card payments through Stripe', () => {
  it('offers Stripe and bank transfer, not the test card, and lets Stripe.js run on the pages', async () => {
    const response = await shop.api.gql(paymentMethodsQuery)
    const methods = response.body.data?.paymentMethods
    expect(methods?.map((method) => method.code)).toEqual(['STRIPE', 'BANK_TRANSFER'])
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com")
    expect(policy).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    )
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
  })

  it('places the order PENDING_PAYMENT with a PaymentIntent for the server-priced total, under the order key', async () => {
    const requestsBefore = shop.stripe.requests.length
    const { key, intent, placed, number } = await shop.placedOrder('TEA-1', 2)
    expect(placed.order).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethod: 'STRIPE' })
    const total = placed.order?.total
    expect(total?.currency).toBe('EUR')
    const create = shop.stripe.requests
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
    const { cart, key, number, placed } = await shop.placedOrder()
    const retried = (await shop.place(cart.id, key)).body.data?.placeOrder
    expect(retried?.order?.number).toBe(number)
    expect(retried?.payment?.clientSecret).toBe(placed.payment?.clientSecret)
    const intents = [...shop.stripe.intents.values()].filter(
      (intent) => intent.metadata.idempotency_key === key,
    )
    expect(intents).toHaveLength(1)
    const rows = await shop.api.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key))
    expect(rows).toHaveLength(1)
  })

  it('keeps the one intent of duplicates sent in parallel open for the order they made', async () => {
    const cart = await readyCart(shop.api, [[shop.id('TEA-1'), 1]])
    const key = idempotencyKey()
    const answers = await Promise.all([shop.place(cart.id, key), shop.place(cart.id, key)])
    const placed = answers.map((answer) => answer.body.data?.placeOrder)
    expect(new Set(placed.map((payload) => payload?.order?.number)).size).toBe(1)
    const intents = [...shop.stripe.intents.values()].filter(
      (intent) => intent.metadata.idempotency_key === key,
    )
    expect(intents).toHaveLength(1)
    expect(intents[0]?.status).toBe('requires_payment_method')
    expect(placed.map((payload) => payload?.payment?.clientSecret)).toEqual([
      intents[0]?.client_secret,
      intents[0]?.client_secret,
    ])
  })

  it('marks the order paid from a signed payment_intent.succeeded, once however often it is delivered', async () => {
    const { number, intent } = await shop.placedOrder()
    const event = signedEvent(
      'payment_intent.succeeded',
      shop.stripe.settle(intent.id, 'succeeded'),
    )
    const first = await shop.deliver(event)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ outcome: 'paid' })
    const second = await shop.deliver(event)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ outcome: 'duplicate' })
    // Another delivery of the same news under a new id changes nothing either: PAID stays PAID.
    const again = signedEvent('payment_intent.succeeded', intent)
    expect((await shop.deliver(again)).json()).toMatchObject({ outcome: 'unchanged' })
    expect(await shop.orderState(number)).toEqual({
      status: 'PAID',
      events: ['PENDING_PAYMENT', 'PAID'],
    })
    const recorded = await shop.api.database.handle.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)))
    expect(recorded).toMatchObject([{ type: 'payment_intent.succeeded', outcome: 'paid' }])
  })

  it('changes the order once when Stripe delivers the same event twice at the same time', async () => {
    const { number, intent } = await shop.placedOrder()
    const event = signedEvent(
      'payment_intent.succeeded',
      shop.stripe.settle(intent.id, 'succeeded'),
    )
    const answers = await Promise.all([
      shop.deliver(event),
      shop.deliver(event),
      shop.deliver(event),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(
      answers.filter((answer) => answer.json<{ outcome: string }>().outcome === 'paid'),
    ).toHaveLength(1)
    expect(await shop.orderState(number)).toEqual({
      status: 'PAID',
      events: ['PENDING_PAYMENT', 'PAID'],
    })
  })

  it('leaves to an operator a payment that does not match its order, and ignores others', async () => {
    const { number, intent } = await shop.placedOrder()
    const paid = shop.stripe.settle(intent.id, 'succeeded')
    const short = signedEvent('payment_intent.succeeded', { ...paid, amount_received: 1 })
    expect((await shop.deliver(short)).json()).toMatchObject({ outcome: 'amount_mismatch' })
    expect((await shop.orderState(number)).status).toBe('PENDING_PAYMENT')
    const stranger = signedEvent('payment_intent.succeeded', { ...paid, id: 'pi_not_ours' })
    expect((await shop.deliver(stranger)).json()).toMatchObject({ outcome: 'no_order' })
    const other = signedEvent('customer.created', { id: 'cus_1', object: 'customer' })
    expect((await shop.deliver(other)).json()).toMatchObject({ outcome: 'ignored' })
  })

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { number, intent } = await shop.placedOrder()
    const paidIntent = shop.stripe.settle(intent.id, 'succeeded')
    const forged = signedEvent('payment_intent.succeeded', paidIntent, {
      secret: 'whsec_someone_else',
    })
    expect((await shop.deliver(forged)).statusCode).toBe(400)
    expect((await shop.deliver({ payload: forged.payload })).statusCode).toBe(400)
    // A body changed after signing fails too.
    const genuine = signedEvent('payment_intent.succeeded', paidIntent)
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
    }
    expect((await shop.deliver(tampered)).statusCode).toBe(400)
    expect(await shop.orderState(number)).toEqual({
      status: 'PENDING_PAYMENT',
      events: ['PENDING_PAYMENT'],
    })
    const recorded = await shop.api.database.handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, forged.id))
    expect(recorded).toEqual([])
  })

  it('keeps the order unpaid after a failed payment, its lines and stock held, ready for another card', async () => {
    const stockBefore = await stockOf(shop.api, 'MAR-S')
    const { number, intent, cart, key, placed } = await shop.placedOrder('MAR-S', 1)
    const failed = signedEvent(
      'payment_intent.payment_failed',
      shop.stripe.settle(intent.id, 'failed'),
    )
    expect((await shop.deliver(failed)).json()).toMatchObject({ outcome: 'payment_failed' })
    expect(await shop.orderState(number)).toEqual({
      status: 'PENDING_PAYMENT',
      events: ['PENDING_PAYMENT'],
    })
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore - 1)
    // The cart became the order: its lines are kept as they were, nothing is released.
    const db = shop.api.database.handle.db
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    const lines = await db
      .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, order?.cartId ?? ''))
    expect(lines).toEqual([{ variantId: shop.id('MAR-S'), quantity: 1 }])
    // The shopper retries on the same intent, from the checkout (placeOrder's retry) or from
    // the order's page.
    const retry = (await shop.place(cart.id, key)).body.data?.placeOrder
    expect(retry?.payment?.clientSecret).toBe(intent.client_secret)
    const orderPage = () =>
      shop.api.gql(orderPaymentQuery, { variables: { number, accessToken: placed.accessToken } })
    expect((await orderPage()).body.data?.order).toEqual({
      status: 'PENDING_PAYMENT',
      payment: { clientSecret: intent.client_secret },
    })
    // Then a later success pays the order.
    const paid = signedEvent('payment_intent.succeeded', shop.stripe.settle(intent.id, 'succeeded'))
    expect((await shop.deliver(paid)).json()).toMatchObject({ outcome: 'paid' })
    expect((await orderPage()).body.data?.order).toEqual({ status: 'PAID', payment: null })
  })
})
