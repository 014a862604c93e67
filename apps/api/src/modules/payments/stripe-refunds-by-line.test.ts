import { graphql } from '@comptoir/gql-client/admin-graphql'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { idempotencyKey, readyCart, stockOf } from '../../../test/commerce'
import { staffWithSession } from '../../../test/staff'
import { signedEvent } from '../../../test/stripe-stand-in'
import { startStripeShop, type StripeShop } from '../../../test/stripe-shop'
import { auditLog } from '../../db/schema'

const refundMutation = graphql(`
  mutation StripeRefundByLine($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        number
        status
        refundedCents
        refundableCents
        canRefund
        lines {
          lineId
          sku
          quantity
          unitPriceCents
          refundedQuantity
        }
        refunds {
          amountCents
          restock
          reason
          by
          lines {
            sku
            quantity
          }
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const orderLinesQuery = graphql(`
  query StripeRefundLines($number: String!) {
    order(number: $number) {
      totalCents
      lines {
        lineId
        sku
        quantity
        unitPriceCents
      }
    }
  }
`)

let shop: StripeShop

/** The Stripe idempotency key of one of an order's refunds. */
const refundKeyOf = (number: string): unknown =>
  expect.stringMatching(new RegExp(`^refund-${number}-`))
let staff: Awaited<ReturnType<typeof staffWithSession>>

beforeAll(async () => {
  shop = await startStripeShop()
  staff = await staffWithSession(shop.api, 'orders')
})

afterAll(async () => {
  await shop.close()
})

const admin = (language = 'en') => ({
  path: '/gql/admin' as const,
  token: staff.token,
  headers: { 'accept-language': language },
})

/** A paid Stripe order of two teas and one marmalade; its lines by SKU. */
async function paidOrder() {
  const cart = await readyCart(shop.api, [
    [shop.id('TEA-1'), 2],
    [shop.id('MAR-S'), 1],
  ])
  const key = idempotencyKey()
  const placed = (await shop.place(cart.id, key)).body.data?.placeOrder.order
  if (!placed) throw new Error('placeOrder failed')
  const intent = [...shop.stripe.intents.values()].find((i) => i.metadata.idempotency_key === key)
  if (!intent) throw new Error('no PaymentIntent')
  await shop.deliver(
    signedEvent('payment_intent.succeeded', shop.stripe.settle(intent.id, 'succeeded')),
  )
  const read = await shop.api.gql(orderLinesQuery, {
    ...admin(),
    variables: { number: placed.number },
  })
  const order = read.body.data?.order
  if (!order) throw new Error('order not found')
  const line = (sku: string) => {
    const found = order.lines.find((candidate) => candidate.sku === sku)
    if (!found) throw new Error(`no line ${sku}`)
    return found
  }
  return { number: placed.number, intent, total: order.totalCents, line }
}

const stripeRefunds = (intentId: string) =>
  shop.stripe.requests.filter(
    (request) => request.path === '/v1/refunds' && request.body.payment_intent === intentId,
  )

function refund(
  input: {
    number: string
    key?: string
    lines?: { lineId: string; quantity: number }[]
    amountCents?: number
    restock: boolean
    reason?: string
  },
  language = 'en',
) {
  return shop.api.gql(refundMutation, {
    ...admin(language),
    variables: {
      input: {
        number: input.number,
        idempotencyKey: input.key ?? idempotencyKey(),
        ...(input.lines ? { lines: input.lines } : {}),
        ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
        restock: input.restock,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    },
  })
}

describe('refunds by line through Stripe', () => {
  it('refunds one unit of a line, restocks it, then the rest in full without restocking', async () => {
    const order = await paidOrder()
    const tea = order.line('TEA-1')
    const stockBefore = await stockOf(shop.api, 'TEA-1')
    const partial = await refund({
      number: order.number,
      lines: [{ lineId: tea.lineId, quantity: 1 }],
      restock: true,
      reason: 'Broken in transit',
    })
    const payload = partial.body.data?.refundOrder
    expect(payload?.errors).toEqual([])
    expect(payload?.order).toMatchObject({
      status: 'PAID',
      refundedCents: tea.unitPriceCents,
      refundableCents: order.total - tea.unitPriceCents,
      canRefund: true,
      refunds: [
        {
          amountCents: tea.unitPriceCents,
          restock: true,
          reason: 'Broken in transit',
          by: staff.staff.name,
          lines: [{ sku: 'TEA-1', quantity: 1 }],
        },
      ],
    })
    expect(payload?.order?.lines.find((line) => line.sku === 'TEA-1')?.refundedQuantity).toBe(1)
    expect(await stockOf(shop.api, 'TEA-1')).toBe(stockBefore + 1)
    expect(stripeRefunds(order.intent.id)).toMatchObject([
      {
        method: 'POST',
        idempotencyKey: refundKeyOf(order.number),
        body: { payment_intent: order.intent.id, amount: String(tea.unitPriceCents) },
      },
    ])

    const rest = await refund({ number: order.number, restock: false })
    expect(rest.body.data?.refundOrder.order).toMatchObject({
      status: 'REFUNDED',
      refundedCents: order.total,
      refundableCents: 0,
      canRefund: false,
    })
    expect(stripeRefunds(order.intent.id).map((request) => request.body.amount)).toEqual([
      String(tea.unitPriceCents),
      String(order.total - tea.unitPriceCents),
    ])
    // Nothing more went back in stock: not the rest (no restock asked), not the unit refunded.
    expect(await stockOf(shop.api, 'TEA-1')).toBe(stockBefore + 1)
    expect(await shop.orderState(order.number)).toEqual({
      status: 'REFUNDED',
      events: ['PENDING_PAYMENT', 'PAID', 'REFUNDED'],
    })
    const audit = await shop.api.database.handle.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, order.number)))
      .orderBy(auditLog.id)
    expect(audit).toEqual([
      { action: 'order.refund', actor: staff.staff.id },
      { action: 'order.refund', actor: staff.staff.id },
      { action: 'order.refunded', actor: staff.staff.id },
    ])
  })

  it('refuses more units than remain, or more money, in the staff member’s language, and changes nothing', async () => {
    const order = await paidOrder()
    const marmalade = order.line('MAR-S')
    const stockBefore = await stockOf(shop.api, 'MAR-S')
    const tooMany = await refund(
      { number: order.number, lines: [{ lineId: marmalade.lineId, quantity: 2 }], restock: true },
      'fr',
    )
    expect(tooMany.body.data?.refundOrder).toMatchObject({
      order: null,
      errors: [
        {
          field: `lines.${marmalade.lineId}`,
          code: 'too_many_units',
          message: 'Au plus 1 article(s) de cette ligne peuvent encore être remboursés',
        },
      ],
    })
    const tooMuch = await refund({
      number: order.number,
      lines: [{ lineId: marmalade.lineId, quantity: 1 }],
      amountCents: order.total + 1,
      restock: true,
    })
    expect(tooMuch.body.data?.refundOrder.errors).toMatchObject([
      { field: 'amountCents', code: 'over_refund' },
    ])
    expect(tooMuch.body.data?.refundOrder.errors[0]?.message).toMatch(
      /^The refund is larger than what remains to refund \(/,
    )
    expect(stripeRefunds(order.intent.id)).toEqual([])
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore)
    expect((await shop.orderState(order.number)).status).toBe('PAID')
  })

  it('answers a retried request with the refund it made, never refunding twice', async () => {
    const order = await paidOrder()
    const tea = order.line('TEA-1')
    const stockBefore = await stockOf(shop.api, 'TEA-1')
    const key = idempotencyKey()
    const request = {
      number: order.number,
      key,
      lines: [{ lineId: tea.lineId, quantity: 1 }],
      restock: true,
    }
    const [first, second] = await Promise.all([refund(request), refund(request)])
    const third = await refund(request)
    for (const answer of [first, second, third]) {
      expect(answer.body.data?.refundOrder.errors).toEqual([])
      expect(answer.body.data?.refundOrder.order?.refunds).toHaveLength(1)
    }
    expect(new Set(stripeRefunds(order.intent.id).map((r) => r.idempotencyKey)).size).toBe(1)
    expect(await stockOf(shop.api, 'TEA-1')).toBe(stockBefore + 1)
  })

  it('lets one of two staff refunding the last unit at once win; the other is refused', async () => {
    const order = await paidOrder()
    const marmalade = order.line('MAR-S')
    const stockBefore = await stockOf(shop.api, 'MAR-S')
    const answers = await Promise.all(
      [1, 2].map(() =>
        refund({
          number: order.number,
          lines: [{ lineId: marmalade.lineId, quantity: 1 }],
          restock: true,
        }),
      ),
    )
    const codes = answers.map(
      (answer) =>
        answer.body.data?.refundOrder.errors.map((error) => error.code).join(',') ?? 'none',
    )
    expect(codes.sort()).toEqual(['', 'too_many_units'])
    expect(stripeRefunds(order.intent.id)).toHaveLength(1)
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore + 1)
  })
})
