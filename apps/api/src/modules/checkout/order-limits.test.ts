import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import {
  addToCartMutation,
  idempotencyKey,
  readyCart,
  setQuantityMutation,
  setStock,
  stockOf,
  testCard,
  variantIds,
} from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { cartLines, orders } from '../../db/schema'
import { createMemoryRateLimiter } from '../../rate-limit/limiter'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

let api: TestApp
let variant: Record<string, string>
/** The limiter's clock: the tests move it instead of waiting. */
let now = Date.parse('2026-11-24T10:00:00Z')

beforeAll(async () => {
  api = await startTestApp({
    env: { ORDER_ATTEMPTS_PER_HOUR: '3' },
    app: { rateLimiter: createMemoryRateLimiter(() => now) },
  })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'MAR-M', 'TEA-1', 'LIN-M'])
  for (const sku of ['MAR-S', 'MAR-M', 'TEA-1', 'LIN-M']) await setStock(api, sku, 500)
})

afterAll(async () => {
  await api.close()
})

const id = (sku: string) => variant[sku] ?? ''

function add(sku: string, quantity: number, cartId: string | null, locale: 'en' | 'fr' = 'en') {
  return api.gql(addToCartMutation, {
    headers: { 'accept-language': locale },
    variables: { input: { cartId, variantId: id(sku), quantity } },
  })
}

function place(cartId: string, ip: string, key = idempotencyKey(), locale: 'en' | 'fr' = 'en') {
  return api.gql(placeOrderMutation, {
    ip,
    headers: { 'accept-language': locale },
    variables: {
      input: { cartId, idempotencyKey: key, paymentMethod: 'TEST_CARD', card: testCard },
    },
  })
}

describe('how much one order may hold', () => {
  it('refuses more than 10 of an item, at once or added up, with a message in the shopper’s language', async () => {
    expect((await add('TEA-1', 11, null)).body.data?.addToCart.errors).toEqual([
      {
        field: 'quantity',
        code: 'invalid_quantity',
        message: 'The quantity must be a whole number from 1 to 10',
      },
    ])
    const cart = (await add('TEA-1', 6, null)).body.data?.addToCart.cart
    const more = await add('TEA-1', 5, cart?.id ?? null, 'fr')
    expect(more.body.data?.addToCart).toMatchObject({
      cart: null,
      errors: [
        {
          code: 'line_limit',
          message: 'Vous pouvez commander au plus 10\u00a0exemplaires de chaque article.',
        },
      ],
    })
    const line = cart?.lines[0]?.id ?? ''
    const set = await api.gql(setQuantityMutation, {
      variables: { input: { cartId: cart?.id, lineId: line, quantity: 11 } },
    })
    expect(set.body.data?.setCartLineQuantity.errors[0]?.code).toBe('invalid_quantity')
    const ten = await api.gql(setQuantityMutation, {
      variables: { input: { cartId: cart?.id, lineId: line, quantity: 10 } },
    })
    expect(ten.body.data?.setCartLineQuantity.cart?.lines[0]?.quantity).toBe(10)
  })

  it('refuses more than 30 items in all', async () => {
    let cartId: string | null = null
    for (const sku of ['MAR-S', 'MAR-M', 'TEA-1']) {
      cartId = (await add(sku, 10, cartId)).body.data?.addToCart.cart?.id ?? null
    }
    const over = await add('LIN-M', 1, cartId)
    expect(over.body.data?.addToCart.errors).toEqual([
      {
        field: 'quantity',
        code: 'order_limit',
        message: 'An order can hold at most 30 items: remove some to add others.',
      },
    ])
  })

  it('refuses at checkout a cart holding more than the limits (from before them), taking nothing', async () => {
    const cart = await readyCart(api, [[id('MAR-M'), 2]])
    // A cart filled before the limits, or by joining a signed-in customer's own.
    await api.database.handle.db
      .update(cartLines)
      .set({ quantity: 99 })
      .where(eq(cartLines.variantId, id('MAR-M')))
    const stock = await stockOf(api, 'MAR-M')
    const placed = (await place(cart.id, '10.9.9.9')).body.data?.placeOrder
    expect(placed).toMatchObject({
      order: null,
      errors: [{ code: 'line_limit', message: 'You can order at most 10 of each item.' }],
    })
    expect(await stockOf(api, 'MAR-M')).toBe(stock)
  })
})

describe('placeOrder per client address', () => {
  it('takes a few attempts an hour from one address, retries of a placed order aside', async () => {
    const ip = '10.1.2.3'
    const numbers: string[] = []
    let lastKey = ''
    let lastCart = ''
    for (let index = 0; index < 3; index += 1) {
      const cart = await readyCart(api, [[id('TEA-1'), 1]])
      lastKey = idempotencyKey()
      lastCart = cart.id
      const placed = (await place(cart.id, ip, lastKey)).body.data?.placeOrder
      numbers.push(placed?.order?.number ?? '')
    }
    expect(numbers.every((number) => number.startsWith('CPT-'))).toBe(true)
    // The retry of an order already placed answers it, and does not count.
    const retried = (await place(lastCart, ip, lastKey)).body.data?.placeOrder
    expect(retried?.order?.number).toBe(numbers[2])

    const cart = await readyCart(api, [[id('TEA-1'), 1]])
    const ordersBefore = await api.database.handle.db.$count(orders)
    const refused = (await place(cart.id, ip, idempotencyKey(), 'fr')).body.data?.placeOrder
    expect(refused).toMatchObject({
      order: null,
      errors: [
        {
          field: null,
          code: 'rate_limited',
          message: expect.stringMatching(
            /^Trop de commandes depuis votre connexion\. Réessayez dans \d+\u00a0minutes?\u202f; rien n’a été débité\.$/,
          ) as string,
        },
      ],
    })
    expect(await api.database.handle.db.$count(orders)).toBe(ordersBefore)
    // A retry of an order placed before the limit still answers it.
    expect((await place(lastCart, ip, lastKey)).body.data?.placeOrder.order?.number).toBe(
      numbers[2],
    )
    // Another address orders; this one again an hour later.
    expect((await place(cart.id, '10.1.2.4')).body.data?.placeOrder.errors).toEqual([])
    now += 60 * 60_000
    const later = await readyCart(api, [[id('TEA-1'), 1]])
    expect((await place(later.id, ip)).body.data?.placeOrder.errors).toEqual([])
  })
})
