import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp, uniqueEmail } from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import {
  addToCartMutation,
  cartQuery,
  idempotencyKey,
  readyCart,
  stockOf,
  testCard,
  variantIds,
} from '../../../test/commerce'
import { orderQuery, placeOrderMutation } from '../../../test/orders'
import { fixture } from '../../../test/fixture'
import { carts, orders, orderStatusEvents } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { hashToken } from '../accounts/tokens'
import { seedDatabase } from '../../seed/seed'
import { testCards } from './payments'

let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'TEA-1'])
})

afterAll(async () => {
  await api.close()
})

const id = (sku: string) => variant[sku] ?? ''

async function orderCount() {
  const [row] = await api.database.handle.db.select({ total: count() }).from(orders)
  return row?.total ?? 0
}

function place(cartId: string | null, key: string, card = testCard, token?: string) {
  return api.gql(placeOrderMutation, {
    ...(token ? { token } : {}),
    variables: { input: { cartId, idempotencyKey: key, paymentMethod: 'TEST_CARD', card } },
    headers: { 'accept-language': 'fr' },
  })
}

describe('placeOrder', () => {
  it('refuses a declined card or missing funds: cart kept, stock untouched, no order', async () => {
    const cart = await readyCart(api, [[id('TEA-1'), 2]])
    const before = { stock: await stockOf(api, 'TEA-1'), orders: await orderCount() }
    const declined = await place(cart.id, idempotencyKey(), {
      ...testCard,
      number: testCards.declined,
    })
    expect(declined.body.data?.placeOrder).toMatchObject({
      order: null,
      errors: [{ code: 'card_declined', message: expect.stringContaining('refusée') as string }],
    })
    const broke = await place(cart.id, idempotencyKey(), {
      ...testCard,
      number: testCards.insufficientFunds,
    })
    expect(broke.body.data?.placeOrder.errors[0]?.code).toBe('insufficient_funds')
    const typo = await place(cart.id, idempotencyKey(), {
      ...testCard,
      number: '4242 4242 4242 4241',
    })
    expect(typo.body.data?.placeOrder.errors[0]).toMatchObject({
      field: 'card.number',
      code: 'invalid_card_number',
    })
    expect({ stock: await stockOf(api, 'TEA-1'), orders: await orderCount() }).toEqual(before)
    const kept = (await api.gql(cartQuery, { variables: { cartId: cart.id } })).body.data?.cart
    expect(kept?.lines).toMatchObject([{ sku: 'TEA-1', quantity: 2 }])
  })

  it('creates a paid order with snapshots, takes the stock, completes the cart and e-mails the buyer', async () => {
    const stock = await stockOf(api, 'MAR-S')
    const cart = await readyCart(
      api,
      [
        [id('MAR-S'), 2],
        [id('TEA-1'), 1],
      ],
      {},
      'ines@example.test',
    )
    const mail = api.mail.next('ines@example.test')
    const placed = (await place(cart.id, idempotencyKey())).body.data?.placeOrder
    expect(placed?.errors).toEqual([])
    expect(placed?.order).toMatchObject({
      status: 'PAID',
      email: 'ines@example.test',
      total: { amount: 2 * 5900 + 1500 },
      shipping: { amount: 0 },
      vat: { amount: Math.round((13300 * 20) / 120) },
      cardBrand: 'visa',
      cardLast4: '4242',
      lines: [
        { sku: 'MAR-S', productName: 'Marinière rayée', quantity: 2, unitPrice: { amount: 5900 } },
        { sku: 'TEA-1', quantity: 1 },
      ],
      statusHistory: [{ status: 'PAID' }],
    })
    expect(placed?.order?.number).toMatch(/^CPT-\d{4}-\d{6}$/)
    expect(placed?.orderUrl).toBe(
      `http://shop.test/order?number=${placed?.order?.number}&token=${placed?.accessToken}`,
    )
    expect(await stockOf(api, 'MAR-S')).toBe(stock - 2)
    expect(
      (await api.gql(cartQuery, { variables: { cartId: cart.id } })).body.data?.cart,
    ).toBeNull()
    const [row] = await api.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed?.order?.number ?? ''))
    expect(JSON.stringify(row)).not.toContain('42424242')
    // The answer is the order as stored: read again, it is the same.
    const seen = await api.gql(orderQuery, {
      variables: { number: placed?.order?.number ?? '', accessToken: placed?.accessToken ?? null },
      headers: { 'accept-language': 'fr' },
    })
    expect(seen.body.data?.order).toEqual(placed?.order)
    const confirmation = await mail
    expect(confirmation.subject).toContain(placed?.order?.number)
    expect(confirmation.text).toContain('Merci pour votre commande')
    expect(confirmation.link).toBe(placed?.orderUrl)
  })

  it('waits in PENDING_PAYMENT for a bank transfer', async () => {
    const cart = await readyCart(api, [[id('TEA-1'), 1]])
    const placed = await api.gql(placeOrderMutation, {
      variables: {
        input: {
          cartId: cart.id,
          idempotencyKey: idempotencyKey(),
          paymentMethod: 'BANK_TRANSFER',
        },
      },
    })
    expect(placed.body.data?.placeOrder.order).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentMethod: 'BANK_TRANSFER',
      cardLast4: null,
      total: { amount: 1500 + 490 },
    })
  })

  it('names what is missing before taking any payment', async () => {
    const token = await signUp(api, uniqueEmail())
    const anonymous = await place(null, idempotencyKey())
    expect(anonymous.body.data?.placeOrder.errors[0]?.code).toBe('cart_not_found')
    await api.gql(addToCartMutation, {
      token,
      variables: { input: { variantId: id('TEA-1'), quantity: 1 } },
    })
    const incomplete = await place(null, idempotencyKey(), testCard, token)
    // A signed-in customer's account e-mail is used when the cart has none.
    expect(incomplete.body.data?.placeOrder.errors.map((error) => error.code)).toEqual([
      'missing_address',
      'missing_shipping_method',
    ])
  })
})

describe('tokens at rest', () => {
  it('keeps only the SHA-256 of the cart id and of the order access token', async () => {
    const cart = await readyCart(api, [[id('TEA-1'), 1]])
    const placed = (await place(cart.id, idempotencyKey())).body.data?.placeOrder
    const accessToken = placed?.accessToken ?? ''
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { db } = api.database.handle
    const [storedCart] = await db
      .select()
      .from(carts)
      .where(eq(carts.tokenHash, hashToken(cart.id)))
    const [storedOrder] = await db
      .select()
      .from(orders)
      .where(eq(orders.number, placed?.order?.number ?? ''))
    expect(storedOrder?.accessTokenHash).toBe(hashToken(accessToken))
    const stored = JSON.stringify([storedCart, storedOrder])
    expect(stored).not.toContain(cart.id)
    expect(stored).not.toContain(accessToken)
    const number = placed?.order?.number
    if (!number) throw new Error('no order placed')
    const seen = await api.gql(orderQuery, { variables: { number, accessToken } })
    expect(seen.body.errors).toBeUndefined()
    expect(seen.body.data?.order?.number).toBe(number)
  })
})

describe('idempotency', () => {
  it('answers a retry with the same order, and refuses the key for another cart', async () => {
    const key = idempotencyKey()
    const cart = await readyCart(api, [[id('TEA-1'), 1]])
    const first = (await place(cart.id, key)).body.data?.placeOrder
    const retry = (await place(cart.id, key)).body.data?.placeOrder
    expect(retry?.order?.number).toBe(first?.order?.number)
    expect(retry?.accessToken).toBe(first?.accessToken)
    const other = await readyCart(api, [[id('TEA-1'), 1]])
    const reused = (await place(other.id, key)).body.data?.placeOrder
    expect(reused).toMatchObject({ order: null, errors: [{ code: 'idempotency_key_reused' }] })
    expect(
      (await api.gql(cartQuery, { variables: { cartId: other.id } })).body.data?.cart,
    ).not.toBeNull()
  })

  it('refuses the key of a placed order for another payment method or another cart of the same customer', async () => {
    const key = idempotencyKey()
    const cart = await readyCart(api, [[id('TEA-1'), 1]])
    expect((await place(cart.id, key)).body.data?.placeOrder.order).not.toBeNull()
    const otherMethod = await api.gql(placeOrderMutation, {
      variables: {
        input: { cartId: cart.id, idempotencyKey: key, paymentMethod: 'BANK_TRANSFER' },
      },
      headers: { 'accept-language': 'fr' },
    })
    expect(otherMethod.body.data?.placeOrder).toMatchObject({
      order: null,
      errors: [
        {
          code: 'idempotency_key_reused',
          field: 'idempotencyKey',
          message: 'Cette clé de commande a déjà servi pour une autre commande',
        },
      ],
    })

    const token = await signUp(api, uniqueEmail())
    const first = await readyCart(api, [[id('TEA-1'), 1]], { token })
    const ownKey = idempotencyKey()
    expect(
      (await place(first.id, ownKey, testCard, token)).body.data?.placeOrder.order,
    ).not.toBeNull()
    const second = await readyCart(api, [[id('TEA-1'), 1]], { token })
    const reused = (await place(second.id, ownKey, testCard, token)).body.data?.placeOrder
    expect(reused?.errors[0]?.code).toBe('idempotency_key_reused')
  })

  it('creates exactly one order for parallel duplicates', async () => {
    const key = idempotencyKey()
    const cart = await readyCart(api, [[id('TEA-1'), 3]])
    const stock = await stockOf(api, 'TEA-1')
    // Some duplicates arrive together, others while the first is committing or just after.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        new Promise((resolve) => setTimeout(resolve, (index % 6) * 4)).then(() =>
          place(cart.id, key),
        ),
      ),
    )
    for (const result of results) expect(result.body.data?.placeOrder.errors).toEqual([])
    const numbers = new Set(results.map((result) => result.body.data?.placeOrder.order?.number))
    expect(numbers.size).toBe(1)
    expect([...numbers][0]).toMatch(/^CPT-/)
    const rows = await api.database.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, key))
    expect(rows).toHaveLength(1)
    const events = await api.database.handle.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, rows[0]?.id ?? ''))
    expect(events).toHaveLength(1)
    expect(await stockOf(api, 'TEA-1')).toBe(stock - 3)
  })
})
