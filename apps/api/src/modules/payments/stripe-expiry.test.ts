import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { stockOf } from '../../../test/commerce'
import { signedEvent } from '../../../test/stripe-stand-in'
import { startStripeShop, type StripeShop } from '../../../test/stripe-shop'
import { orders } from '../../db/schema'

const minute = 60_000

let shop: StripeShop

beforeAll(async () => {
  shop = await startStripeShop()
})

afterAll(async () => {
  await shop.close()
})

async function placedAt(number: string): Promise<number> {
  const [order] = await shop.api.database.handle.db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.number, number))
  if (!order) throw new Error(`no order ${number}`)
  return order.createdAt.getTime()
}

const expiredNotices = (number: string) =>
  shop.api.mail.sent.filter(
    (mail) => mail.kind === 'order-payment-expired' && mail.subject.includes(number),
  )

describe('a card order whose payment does not come', () => {
  it('holds its items for STRIPE_PAYMENT_HOLD_MINUTES, then its intent and the order are cancelled', async () => {
    const stockBefore = await stockOf(shop.api, 'MAR-S')
    const { number, intent } = await shop.placedOrder('MAR-S', 2)
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore - 2)
    const job = shop.api.app.services.unpaidOrders
    const at = await placedAt(number)

    // Within the hold (60 minutes by default) the shopper can still pay.
    expect((await job.run(new Date(at + 59 * minute))).cancelled).not.toContain(number)
    expect(shop.stripe.intents.get(intent.id)?.status).toBe('requires_payment_method')

    expect((await job.run(new Date(at + 61 * minute))).cancelled).toContain(number)
    expect(shop.stripe.intents.get(intent.id)?.status).toBe('canceled')
    expect(await shop.orderState(number)).toEqual({
      status: 'CANCELLED',
      events: ['PENDING_PAYMENT', 'CANCELLED'],
    })
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore)
    await vi.waitFor(() => {
      expect(expiredNotices(number)).toMatchObject([
        { to: 'buyer@example.test', subject: `Your Comptoir order ${number} is cancelled` },
      ])
    })
    // Stripe then announces the cancellation it was asked for: nothing moves again.
    const announced = signedEvent('payment_intent.canceled', shop.stripe.intents.get(intent.id))
    expect((await shop.deliver(announced)).json()).toMatchObject({ outcome: 'unchanged' })
    expect(expiredNotices(number)).toHaveLength(1)
  })

  it('keeps an order whose payment went through before its news arrived', async () => {
    const { number, intent } = await shop.placedOrder()
    const paid = shop.stripe.settle(intent.id, 'succeeded')
    const run = await shop.api.app.services.unpaidOrders.run(
      new Date((await placedAt(number)) + 2 * 60 * minute),
    )
    expect(run.cancelled).not.toContain(number)
    expect((await shop.orderState(number)).status).toBe('PENDING_PAYMENT')
    expect(
      (await shop.deliver(signedEvent('payment_intent.succeeded', paid))).json(),
    ).toMatchObject({ outcome: 'paid' })
  })

  it('is cancelled at once when Stripe cancels its intent, its items back on sale', async () => {
    const stockBefore = await stockOf(shop.api, 'TEA-1')
    const { number, intent } = await shop.placedOrder('TEA-1', 3)
    const cancelled = { ...intent, status: 'canceled', cancellation_reason: 'abandoned' }
    const event = signedEvent('payment_intent.canceled', cancelled)
    expect((await shop.deliver(event)).json()).toMatchObject({ outcome: 'cancelled' })
    expect((await shop.deliver(event)).json()).toMatchObject({ outcome: 'duplicate' })
    expect(await shop.orderState(number)).toEqual({
      status: 'CANCELLED',
      events: ['PENDING_PAYMENT', 'CANCELLED'],
    })
    expect(await stockOf(shop.api, 'TEA-1')).toBe(stockBefore)
    await vi.waitFor(() => {
      expect(expiredNotices(number)).toHaveLength(1)
    })
  })
})
