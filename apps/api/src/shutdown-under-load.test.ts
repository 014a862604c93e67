import { eq, inArray, sql } from 'drizzle-orm'
import type { TadaDocumentNode } from 'gql.tada'
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addToCartMutation,
  frenchAddress,
  testCard,
  updateCheckoutMutation,
} from '../test/commerce'
import { openTestDatabase, type TestDatabase } from '../test/database'
import { fixture } from '../test/fixture'
import { placeOrderMutation } from '../test/orders'
import { answersOk, eventually, spawnServer, type ServerProcess } from '../test/processes'
import { orders, productVariants } from './db/schema'
import { createPasswordHasher } from './modules/accounts/passwords'
import { seedDatabase } from './seed/seed'

const databaseUrl = process.env.DATABASE_URL
const buyerCount = 40

/** Where buyers send their requests: the instance in service now. */
let current = ''

/** One attempt at an operation on the current instance; null when it did not get an answer. */
async function attempt<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data | null> {
  try {
    const response = await fetch(`${current}/gql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { data?: Data | null; errors?: unknown }
    return body.errors || !body.data ? null : body.data
  } catch {
    return null
  }
}

/** Retries an operation, as a client does, until it is answered (at most a minute and a half). */
async function untilAnswered<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  counter: { retries: number },
): Promise<Data> {
  const deadline = Date.now() + 90_000
  for (;;) {
    const data = await attempt(document, variables)
    if (data) return data
    if (Date.now() > deadline) throw new Error('no answer for 90 s')
    counter.retries += 1
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.skipIf(!databaseUrl && process.env.CI !== 'true')(
  'SIGTERM while buyers check out (needs DATABASE_URL)',
  { timeout: 240_000 },
  () => {
    let database: TestDatabase
    const instances: ServerProcess[] = []

    beforeAll(async () => {
      database = await openTestDatabase()
      await seedDatabase(database.handle.db, fixture, createPasswordHasher())
      await database.handle.db
        .update(productVariants)
        .set({ stock: 10_000 })
        .where(eq(productVariants.sku, 'MAR-S'))
    }, 60_000)

    afterAll(async () => {
      for (const instance of instances) {
        if (instance.child.exitCode === null) instance.child.kill('SIGKILL')
      }
      await database.drop()
    })

    const start = async () => {
      const instance = await spawnServer({
        DATABASE_URL: database.url ?? '',
        RATE_LIMIT_PER_MINUTE: '1000000',
      })
      instances.push(instance)
      await eventually(() => answersOk(`${instance.origin}/readyz`), 120_000)
      return instance
    }

    it('ends with exactly one order per buyer, none lost, none doubled', async () => {
      const first = await start()
      current = first.origin
      const [variant] = await database.handle.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.sku, 'MAR-S'))
      if (!variant) throw new Error('no MAR-S variant')

      const counter = { retries: 0 }
      let placed = 0
      const restart: { done: Promise<void> | null } = { done: null }
      let recoveryMs = 0
      const runTag = Date.now().toString(36)
      const emails = Array.from(
        { length: buyerCount },
        (_, index) => `buyer-${String(index)}-${runTag}@example.test`,
      )
      const buy = async (email: string, index: number) => {
        const added = await untilAnswered(
          addToCartMutation,
          { input: { variantId: variant.id, quantity: 1 } },
          counter,
        )
        const cartId = added.addToCart.cart?.id
        if (!cartId) throw new Error(JSON.stringify(added))
        await untilAnswered(
          updateCheckoutMutation,
          {
            input: { cartId, email, shippingAddress: frenchAddress, shippingMethod: 'STANDARD' },
          },
          counter,
        )
        const order = await untilAnswered(
          placeOrderMutation,
          {
            input: {
              cartId,
              idempotencyKey: `sigterm-${String(index)}-${runTag}`,
              paymentMethod: 'TEST_CARD',
              card: testCard,
            },
          },
          counter,
        )
        if (!order.placeOrder.order) throw new Error(JSON.stringify(order.placeOrder.errors))
        placed += 1
        // A third of the way through the wave, the instance is told to stop and another starts.
        if (placed === Math.ceil(buyerCount / 3) && !restart.done) {
          const sigtermAt = performance.now()
          first.child.kill('SIGTERM')
          restart.done = start().then((second) => {
            current = second.origin
            recoveryMs = performance.now() - sigtermAt
          })
        }
        return index
      }

      // Buyers arrive staggered so that some are in the middle of their checkout at the SIGTERM.
      const buyers = emails.map(async (email, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 50))
        return buy(email, index)
      })
      await Promise.all(buyers)
      await restart.done
      expect(await first.exited).toBe(0)

      const rows = await database.handle.db
        .select({ email: orders.email, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(inArray(orders.email, emails))
        .groupBy(orders.email)
      const perBuyer = new Map(rows.map((row) => [row.email, row.count]))
      const lost = emails.filter((email) => !perBuyer.has(email)).length
      const doubled = rows.filter((row) => row.count > 1).length
      console.info(
        `SIGTERM under load: ${String(buyerCount)} buyers, ${String(rows.length)} with an order, ${String(lost)} lost, ${String(doubled)} doubled, ${String(counter.retries)} retries; next instance ready ${recoveryMs.toFixed(0)} ms after the SIGTERM`,
      )
      // Some buyers were caught by the stop and had to retry: the SIGTERM came mid-wave.
      expect(counter.retries).toBeGreaterThan(0)
      expect({ lost, doubled, orders: rows.length }).toEqual({
        lost: 0,
        doubled: 0,
        orders: buyerCount,
      })
    })
  },
)
