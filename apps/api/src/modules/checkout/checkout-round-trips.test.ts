import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { approvedAmbassador, liveOperation } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import {
  idempotencyKey,
  readyCart,
  setStock,
  stockOf,
  testCard,
  updateCheckoutMutation,
  variantIds,
} from '../../../test/commerce'
import { silentLogger } from '../../../test/database'
import { fixture } from '../../../test/fixture'
import { carts, mailOutbox, orderAttributions, orders, productVariants } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import { hashToken } from '../accounts/tokens'
import { createCheckoutService, type CheckoutService } from './checkout.service'
import { cartCodeResolver } from '../attribution/checkout-referral'
import { programmeCodeResolver } from '../operations/programme-codes'
import { createMemoryRateLimiter } from '../../rate-limit/limiter'
import type { PaymentProvider } from './payments'

let api: TestApp
let checkout: CheckoutService
let variant: string
/** Runs while the payment is authorised, between placeOrder's read and its write. */
let duringPayment: () => Promise<void> = () => Promise.resolve()
const released: string[] = []

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  const { services } = api.app
  const [card] = services.checkout.paymentMethods
  if (!card) throw new Error('no payment method')
  const slowCard: PaymentProvider = {
    ...card,
    async authorize(request) {
      await duringPayment()
      return card.authorize(request)
    },
    release(reference) {
      released.push(reference)
      return card.release(reference)
    },
  }
  // The confirmation is sent by the outbox in the background; here it stays queued so that the
  // counter holds placeOrder's statements only.
  checkout = createCheckoutService({
    db: services.db,
    cart: services.cart,
    codes: cartCodeResolver(programmeCodeResolver),
    payments: [slowCard],
    pubsub: services.pubsub,
    mail: { flush: () => Promise.resolve(), stop: () => Promise.resolve() },
    confirmationDelayMs: 0,
    logger: silentLogger,
    publicUrl: api.config.publicUrl,
    attribution: services.attribution,
    limiter: createMemoryRateLimiter(),
    attemptsPerHour: 1000,
  })
})

afterAll(async () => {
  await api.close()
})

const guest = { userId: null, email: null, locale: 'en' as const }

/**
 * Round trips one placeOrder costs: statements sent, plus BEGIN and COMMIT for each transaction
 * (the embedded driver opens them outside the counter).
 */
async function roundTrips(cartId: string, key: string) {
  const { handle } = api.database
  const transactions = vi.spyOn(handle.db, 'transaction')
  const before = handle.statementCount
  try {
    const outcome = await checkout.placeOrder(
      guest,
      { cartId, idempotencyKey: key, paymentMethod: 'test-card', card: testCard },
      'en',
    )
    return {
      outcome,
      roundTrips: handle.statementCount - before + 2 * transactions.mock.calls.length,
    }
  } finally {
    transactions.mockRestore()
  }
}

describe('placeOrder round trips', () => {
  it('places an order attributed to a live operation in two statements and no transaction block', async () => {
    const alice = await approvedAmbassador(api, 'Alice Round Trips')
    const operation = await liveOperation(api, alice.token, { customerDiscount: 10 })
    const cart = await readyCart(api, [[variant, 2]], {}, 'trips@example.test')
    const coded = await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, code: operation.code } },
    })
    expect(coded.body.data?.updateCheckout.errors).toEqual([])

    const placed = await roundTrips(cart.id, idempotencyKey())

    expect(placed.roundTrips).toBeLessThanOrEqual(2)
    if (!placed.outcome.ok) throw new Error(JSON.stringify(placed.outcome.errors))
    const { order } = placed.outcome.value
    expect(order).toMatchObject({ status: 'PAID', discountCents: 1180 })
    const { db } = api.database.handle
    const [attribution] = await db
      .select()
      .from(orderAttributions)
      .where(eq(orderAttributions.orderId, order.id))
    expect(attribution).toMatchObject({
      ambassadorId: alice.id,
      operationId: operation.id,
      source: 'CODE',
    })
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(stored?.number).toBe(order.number)
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'trips@example.test'))
    // The confirmation waits as a reference to the order, rendered when it is sent.
    expect(mail).toMatchObject({ kind: 'order-confirmation', orderId: order.id, text: '' })
    expect(mail?.link).toContain(`number=${order.number}&`)
  })

  it('answers a retry of the same key in one statement', async () => {
    const cart = await readyCart(api, [[variant, 1]])
    const key = idempotencyKey()
    const first = await roundTrips(cart.id, key)
    const retry = await roundTrips(cart.id, key)
    expect(first.roundTrips).toBeLessThanOrEqual(2)
    expect(retry.roundTrips).toBe(1)
    expect(retry.outcome.ok && retry.outcome.value.replayed).toBe(true)
    expect(retry.outcome.ok && retry.outcome.value.order.number).toBe(
      first.outcome.ok && first.outcome.value.order.number,
    )
  })
})

describe('the write re-checks what was priced', () => {
  async function placeWhile(change: () => Promise<void>, sku: string) {
    const cart = await readyCart(api, [[variant, 2]])
    const stock = await stockOf(api, sku)
    const orderCount = (await api.database.handle.db.select().from(orders)).length
    duringPayment = change
    try {
      const placed = await roundTrips(cart.id, idempotencyKey())
      return { placed, stock, orderCount, cart }
    } finally {
      duringPayment = () => Promise.resolve()
    }
  }

  async function cartStatus(cartId: string) {
    const [row] = await api.database.handle.db
      .select({ status: carts.status })
      .from(carts)
      .where(eq(carts.tokenHash, hashToken(cartId)))
    return row?.status
  }

  it('refuses with cart_changed a price changed while paying, and writes nothing', async () => {
    const { db } = api.database.handle
    const releasedBefore = released.length
    const { placed, stock, orderCount, cart } = await placeWhile(async () => {
      await db
        .update(productVariants)
        .set({ priceCents: 6100 })
        .where(eq(productVariants.id, variant))
    }, 'MAR-S')
    await db
      .update(productVariants)
      .set({ priceCents: 5900 })
      .where(eq(productVariants.id, variant))
    expect(placed.outcome).toMatchObject({ ok: false, errors: [{ code: 'cart_changed' }] })
    expect(released.length).toBe(releasedBefore + 1)
    expect(await stockOf(api, 'MAR-S')).toBe(stock)
    expect((await db.select().from(orders)).length).toBe(orderCount)
    expect(await cartStatus(cart.id)).toBe('ACTIVE')
  })

  it('refuses with items_unavailable units sold elsewhere while paying', async () => {
    const { placed, orderCount, cart } = await placeWhile(() => setStock(api, 'MAR-S', 1), 'MAR-S')
    expect(placed.outcome).toMatchObject({ ok: false, errors: [{ code: 'items_unavailable' }] })
    expect(await stockOf(api, 'MAR-S')).toBe(1)
    expect((await api.database.handle.db.select().from(orders)).length).toBe(orderCount)
    expect(await cartStatus(cart.id)).toBe('ACTIVE')
    await setStock(api, 'MAR-S', 10_000)
  })
})
