import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stockOf } from '../../../test/commerce'
import { signedEvent, stripeTestEnv } from '../../../test/stripe-stand-in'
import { refundedCharge, startStripeShop, type StripeShop } from '../../../test/stripe-shop'
import { apiRoot } from '../../paths'

let shop: StripeShop

/** The Stripe idempotency key of one of an order's refunds. */
const refundKeyOf = (number: string): unknown =>
  expect.stringMatching(new RegExp(`^refund-${number}-`))

beforeAll(async () => {
  shop = await startStripeShop()
})

afterAll(async () => {
  await shop.close()
})

describe('refunds and cancels of card payments through Stripe', () => {
  it('refunds a Stripe-paid order through Stripe from the operator refund, once', async () => {
    const { number, intent } = await shop.placedOrder()
    await shop.deliver(
      signedEvent('payment_intent.succeeded', shop.stripe.settle(intent.id, 'succeeded')),
    )
    const requestsBefore = shop.stripe.requests.length
    const result = await shop.api.app.services.orderPayments.refund(number, { actor: 'admin-cli' })
    expect(result).toMatchObject({ ok: true, from: 'PAID', order: { status: 'REFUNDED' } })
    const refunds = shop.stripe.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/v1/refunds')
    expect(refunds).toMatchObject([
      {
        method: 'POST',
        idempotencyKey: refundKeyOf(number),
        body: { payment_intent: intent.id, amount: String(intent.amount) },
      },
    ])
    // Stripe then announces the refund: the order is already refunded, nothing moves again.
    const announced = signedEvent('charge.refunded', refundedCharge(intent, true))
    expect((await shop.deliver(announced)).json()).toMatchObject({ outcome: 'unchanged' })
    expect(await shop.orderState(number)).toEqual({
      status: 'REFUNDED',
      events: ['PENDING_PAYMENT', 'PAID', 'REFUNDED'],
    })
    // A second refund command is refused before it reaches Stripe.
    expect(
      await shop.api.app.services.orderPayments.refund(number, { actor: 'admin-cli' }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_transition',
    })
    const refundsOfIntent = shop.stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.body.payment_intent === intent.id,
    )
    expect(refundsOfIntent).toHaveLength(1)
  })

  it('closes the payment of an unpaid order the operator cancels, and refunds one paid too late', async () => {
    const stockBefore = await stockOf(shop.api, 'TEA-1')
    const { number, intent } = await shop.placedOrder('TEA-1', 1)
    const result = await shop.api.app.services.orderPayments.cancel(number, { actor: 'admin-cli' })
    expect(result).toMatchObject({ ok: true, order: { status: 'CANCELLED' } })
    expect(shop.stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/v1/payment_intents/${intent.id}/cancel` }),
    )
    expect(await stockOf(shop.api, 'TEA-1')).toBe(stockBefore)
    // The shopper's payment went through just before the cancel reached Stripe.
    const late = signedEvent('payment_intent.succeeded', shop.stripe.settle(intent.id, 'succeeded'))
    expect((await shop.deliver(late)).json()).toMatchObject({ outcome: 'refunded_cancelled' })
    expect(shop.stripe.requests).toContainEqual(
      expect.objectContaining({
        path: '/v1/refunds',
        idempotencyKey: `refund-${number}`,
        body: { payment_intent: intent.id },
      }),
    )
    expect(await shop.orderState(number)).toEqual({
      status: 'CANCELLED',
      events: ['PENDING_PAYMENT', 'CANCELLED'],
    })
  })

  // The command as an operator runs it, in its own process on the same database (PostgreSQL).
  it.skipIf(!process.env.DATABASE_URL)(
    'refunds through Stripe from `cli orders refund` (needs DATABASE_URL; skipped otherwise)',
    async () => {
      const { number, intent } = await shop.placedOrder()
      await shop.deliver(
        signedEvent('payment_intent.succeeded', shop.stripe.settle(intent.id, 'succeeded')),
      )
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/cli/orders.ts', 'orders', 'refund', number],
        {
          cwd: apiRoot,
          env: {
            ...process.env,
            ...stripeTestEnv(shop.stripe),
            DATABASE_URL: shop.api.database.url ?? '',
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
        shop.stripe.requests.filter(
          (request) => request.path === '/v1/refunds' && request.body.payment_intent === intent.id,
        ),
      ).toMatchObject([{ idempotencyKey: refundKeyOf(number) }])
      expect((await shop.orderState(number)).status).toBe('REFUNDED')
    },
    30_000,
  )

  it('applies events that arrive out of order without moving the order backwards', async () => {
    const { number, intent } = await shop.placedOrder()
    const paidIntent = shop.stripe.settle(intent.id, 'succeeded')
    expect(
      (
        await shop.deliver(signedEvent('charge.refunded', refundedCharge(paidIntent, false)))
      ).json(),
    ).toMatchObject({ outcome: 'partially_refunded' })
    expect(
      (await shop.deliver(signedEvent('charge.refunded', refundedCharge(paidIntent, true)))).json(),
    ).toMatchObject({ outcome: 'refunded' })
    expect(
      (await shop.deliver(signedEvent('payment_intent.succeeded', paidIntent))).json(),
    ).toMatchObject({ outcome: 'unchanged' })
    expect(await shop.orderState(number)).toEqual({
      status: 'REFUNDED',
      events: ['PENDING_PAYMENT', 'PAID', 'REFUNDED'],
    })
  })
})
