import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import { clickReferral, setCheckoutAmbassadorMutation } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import {
  idempotencyKey,
  readyCart,
  setStock,
  testCard,
  updateCheckoutMutation,
  variantIds,
} from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { orderAttributions, orders } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const pricedCartQuery = graphql(`
  query PricedCart($cartId: ID) {
    cart(cartId: $cartId) {
      code
      appliedCode
      subtotal {
        amount
      }
      discount {
        amount
      }
      shipping {
        amount
      }
      total {
        amount
      }
    }
  }
`)

const pricedOrderQuery = graphql(`
  query PricedOrder($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      code
      subtotal {
        amount
      }
      discount {
        amount
      }
      total {
        amount
      }
    }
  }
`)

const closeOperationMutation = ambassadorGraphql(`
  mutation CloseOperation($id: ID!) {
    closeOperation(input: { id: $id }) {
      errors {
        code
      }
    }
  }
`)

let api: TestApp
let variant: string
let marie: Awaited<ReturnType<typeof approvedAmbassador>>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  marie = await approvedAmbassador(api, 'Marie Choice')
})

afterAll(async () => {
  await api.close()
})

async function pricedCart(cartId: string) {
  const response = await api.gql(pricedCartQuery, { variables: { cartId } })
  const cart = response.body.data?.cart
  if (!cart) throw new Error(JSON.stringify(response.body))
  return {
    code: cart.code,
    appliedCode: cart.appliedCode,
    subtotal: cart.subtotal.amount,
    discount: cart.discount.amount,
    total: cart.total.amount,
  }
}

async function choose(cartId: string, operationId: string | null, referralId: string | null) {
  const response = await api.gql(setCheckoutAmbassadorMutation, {
    variables: { cartId, operationId, referralId },
  })
  expect(response.body.data?.setCheckoutAmbassador.ok).toBe(true)
}

async function place(cartId: string) {
  const placed = await api.gql(placeOrderMutation, {
    variables: {
      input: {
        cartId,
        idempotencyKey: idempotencyKey(),
        paymentMethod: 'TEST_CARD',
        card: testCard,
      },
    },
  })
  const number = placed.body.data?.placeOrder.order?.number
  const accessToken = placed.body.data?.placeOrder.accessToken ?? null
  if (!number) throw new Error(JSON.stringify(placed.body))
  const shown = await api.gql(pricedOrderQuery, { variables: { number, accessToken } })
  const order = shown.body.data?.order
  if (!order) throw new Error(JSON.stringify(shown.body))
  const [credit] = await api.database.handle.db
    .select({ source: orderAttributions.source, operationId: orderAttributions.operationId })
    .from(orders)
    .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
    .where(eq(orders.number, number))
  return {
    code: order.code,
    discount: order.discount.amount,
    total: order.total.amount,
    credit,
  }
}

describe('an operation chosen at checkout', () => {
  it('prices the cart with its code before the order, and the order the same', async () => {
    const operation = await liveOperation(api, marie.token, { customerDiscount: 10 })
    const referral = await clickReferral(api, marie.code, '198.51.100.61')
    const cart = await readyCart(api, [[variant, 2]], {}, 'choice@example.test')
    const before = await pricedCart(cart.id)
    expect(before).toMatchObject({ code: null, appliedCode: null, discount: 0 })

    await choose(cart.id, operation.id, referral)
    const chosen = await pricedCart(cart.id)
    expect(chosen).toMatchObject({
      code: null,
      appliedCode: operation.code,
      subtotal: before.subtotal,
      discount: Math.round(before.subtotal / 10),
    })
    expect(chosen.total).toBeLessThan(before.total)

    const order = await place(cart.id)
    expect(order).toEqual({
      code: operation.code,
      discount: chosen.discount,
      total: chosen.total,
      credit: { source: 'OPERATION_CHOICE', operationId: operation.id },
    })
  })

  it('stops pricing the cart once the buyer chooses no operation', async () => {
    const operation = await liveOperation(api, marie.token, { customerDiscount: 15 })
    const cart = await readyCart(api, [[variant, 1]], {}, 'undecided@example.test')
    await choose(cart.id, operation.id, null)
    expect((await pricedCart(cart.id)).discount).toBeGreaterThan(0)
    await choose(cart.id, null, null)
    expect(await pricedCart(cart.id)).toMatchObject({ appliedCode: null, discount: 0 })
    const order = await place(cart.id)
    expect(order).toMatchObject({ code: null, discount: 0 })
  })

  it('gives way to a code entered, which prices and credits the order', async () => {
    const operation = await liveOperation(api, marie.token, { customerDiscount: 20 })
    const cart = await readyCart(api, [[variant, 1]], {}, 'typed@example.test')
    await choose(cart.id, operation.id, null)
    await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, code: marie.code } },
    })
    expect(await pricedCart(cart.id)).toMatchObject({
      code: marie.code,
      appliedCode: marie.code,
      discount: 0,
    })
    expect(await place(cart.id)).toMatchObject({
      code: marie.code,
      discount: 0,
      credit: { source: 'CODE' },
    })
  })

  it('prices nothing once the operation has ended, on the cart and the order alike', async () => {
    const operation = await liveOperation(api, marie.token, { customerDiscount: 10 })
    const cart = await readyCart(api, [[variant, 1]], {}, 'late@example.test')
    await choose(cart.id, operation.id, null)
    const closed = await onAmbassador(api, marie.token, closeOperationMutation, {
      id: operation.id,
    })
    expect(closed.body.data?.closeOperation.errors).toEqual([])
    const cartAfter = await pricedCart(cart.id)
    expect(cartAfter).toMatchObject({ appliedCode: null, discount: 0 })
    const order = await place(cart.id)
    expect(order).toMatchObject({ code: null, discount: 0, total: cartAfter.total })
  })
})
