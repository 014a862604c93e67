import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { idempotencyKey, readyCart, setStock, stockOf } from '../../../test/commerce'
import { signedEvent } from '../../../test/stripe-stand-in'
import { startStripeShop, type StripeShop } from '../../../test/stripe-shop'
import { orders } from '../../db/schema'

let shop: StripeShop

beforeAll(async () => {
  shop = await startStripeShop()
})

afterAll(async () => {
  await shop.close()
})

const creates = (key: string) =>
  shop.stripe.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/payment_intents' &&
      request.idempotencyKey?.startsWith(key),
  )

describe('a placeOrder retried after its order could not be written', () => {
  it('replays, like Stripe, the first response of a key: the intent as it was, not as it is', async () => {
    const key = idempotencyKey()
    const create = () =>
      fetch(`${shop.stripe.origin}/v1/payment_intents`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        body: 'amount=1200&currency=eur',
      })
    const first = await create()
    const intent = (await first.json()) as { id: string; status: string }
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    await fetch(`${shop.stripe.origin}/v1/payment_intents/${intent.id}/cancel`, { method: 'POST' })
    const again = await create()
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toMatchObject({ id: intent.id, status: 'requires_payment_method' })
    expect(shop.stripe.intents.get(intent.id)?.status).toBe('canceled')
    const other = await fetch(`${shop.stripe.origin}/v1/payment_intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
      body: 'amount=1300&currency=eur',
    })
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ error: { type: 'idempotency_error' } })
  })

  it('ends in an order holding a payable intent, not the one given back after the failed write', async () => {
    const stockBefore = await stockOf(shop.api, 'MAR-S')
    const cart = await readyCart(shop.api, [[shop.id('MAR-S'), 1]])
    const key = idempotencyKey()
    // While Stripe creates the intent, the last units go: the order's write finds no stock.
    shop.stripe.onRequest = async (request) => {
      if (request.path !== '/v1/payment_intents' || request.method !== 'POST') return
      shop.stripe.onRequest = null
      await setStock(shop.api, 'MAR-S', 0)
    }
    const failed = (await shop.place(cart.id, key)).body.data?.placeOrder
    expect(failed?.errors.map((error) => error.code)).toEqual(['items_unavailable'])
    const [given] = creates(key)
    const givenBack = [...shop.stripe.intents.values()].find(
      (intent) => intent.metadata.idempotency_key === key,
    )
    expect(given).toBeDefined()
    expect(givenBack?.status).toBe('canceled')

    // The units are back; the client retries the same attempt with the same key.
    await setStock(shop.api, 'MAR-S', stockBefore)
    const retried = (await shop.place(cart.id, key)).body.data?.placeOrder
    expect(retried?.errors).toEqual([])
    expect(retried?.order?.status).toBe('PENDING_PAYMENT')
    const [order] = await shop.api.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key))
    const held = shop.stripe.intents.get(order?.paymentReference ?? '')
    expect(held?.id).not.toBe(givenBack?.id)
    expect(held).toMatchObject({
      status: 'requires_payment_method',
      amount: retried?.order?.total.amount,
      metadata: { idempotency_key: key, order_number: retried?.order?.number },
    })
    expect(retried?.payment?.clientSecret).toBe(held?.client_secret)

    // A second retry answers with the same order and intent, and creates nothing more.
    const intentsBefore = shop.stripe.intents.size
    const again = (await shop.place(cart.id, key)).body.data?.placeOrder
    expect(again?.order?.number).toBe(retried?.order?.number)
    expect(again?.payment?.clientSecret).toBe(held?.client_secret)
    expect(shop.stripe.intents.size).toBe(intentsBefore)

    // And the shopper can pay it.
    const paid = signedEvent(
      'payment_intent.succeeded',
      shop.stripe.settle(held?.id ?? '', 'succeeded'),
    )
    expect((await shop.deliver(paid)).json()).toMatchObject({ outcome: 'paid' })
    expect((await shop.orderState(retried?.order?.number ?? '')).status).toBe('PAID')
  })

  it('gives the same new intent to retries sent in parallel, and one order', async () => {
    const cart = await readyCart(shop.api, [[shop.id('TEA-1'), 1]])
    const key = idempotencyKey()
    const stock = await stockOf(shop.api, 'TEA-1')
    shop.stripe.onRequest = async (request) => {
      if (request.path !== '/v1/payment_intents' || request.method !== 'POST') return
      shop.stripe.onRequest = null
      await setStock(shop.api, 'TEA-1', 0)
    }
    expect((await shop.place(cart.id, key)).body.data?.placeOrder.errors[0]?.code).toBe(
      'items_unavailable',
    )
    await setStock(shop.api, 'TEA-1', stock)
    const answers = await Promise.all([shop.place(cart.id, key), shop.place(cart.id, key)])
    const placed = answers.map((answer) => answer.body.data?.placeOrder)
    expect(new Set(placed.map((payload) => payload?.order?.number)).size).toBe(1)
    const open = [...shop.stripe.intents.values()].filter(
      (intent) => intent.metadata.idempotency_key === key && intent.status !== 'canceled',
    )
    expect(open).toHaveLength(1)
    expect(placed.map((payload) => payload?.payment?.clientSecret)).toEqual([
      open[0]?.client_secret,
      open[0]?.client_secret,
    ])
  })
})
