import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, setStock, testCard, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { productVariants } from '../../db/schema'
import { createMemoryPubSub } from '../../pubsub/pubsub'
import { catalogueKey, type CatalogueChangedEvent } from '../../pubsub/topics'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

const pubsub = createMemoryPubSub()
let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp({ app: { pubsub } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['MAR-S', 'TEA-1'])
})

afterAll(async () => {
  await api.close()
})

async function productOf(sku: string) {
  const [row] = await api.database.handle.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.sku, sku))
  if (!row) throw new Error(`No variant ${sku}`)
  return row.productId
}

/** Listens from now on (the subscription starts with its first read) and gives the first event. */
function listen() {
  const events = pubsub.subscribe('catalogueChanged', catalogueKey)
  const next = events.next()
  return async () => {
    const first = await next
    await events.return?.()
    return first.value as CatalogueChangedEvent
  }
}

async function buy(sku: string, quantity: number) {
  const cart = await readyCart(api, [[variant[sku] ?? '', quantity]])
  const placed = await api.gql(placeOrderMutation, {
    variables: {
      input: {
        cartId: cart.id,
        idempotencyKey: idempotencyKey(),
        paymentMethod: 'TEST_CARD',
        card: testCard,
      },
    },
  })
  expect(placed.body.data?.placeOrder.errors).toEqual([])
}

describe('catalogueChanged after an order', () => {
  it('names the product whose last units were sold', async () => {
    await setStock(api, 'TEA-1', 2)
    const firstEvent = listen()
    await buy('TEA-1', 2)
    expect(await firstEvent()).toEqual({ productIds: [await productOf('TEA-1')] })
  })

  it('names the product whose variant falls to low stock', async () => {
    await setStock(api, 'TEA-1', 6)
    const firstEvent = listen()
    await buy('TEA-1', 1)
    expect(await firstEvent()).toEqual({ productIds: [await productOf('TEA-1')] })
  })

  it('publishes nothing when no stock status changed', async () => {
    await setStock(api, 'MAR-S', 500)
    const firstEvent = listen()
    await buy('MAR-S', 2)
    // Published after the order: the first event a listener gets must be this one.
    await pubsub.publish('catalogueChanged', catalogueKey, { productIds: ['marker'] })
    expect(await firstEvent()).toEqual({ productIds: ['marker'] })
  })
})
