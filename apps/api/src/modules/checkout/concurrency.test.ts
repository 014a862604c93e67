import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { frenchAddress, setStock, stockOf, testCard, variantIds } from '../../../test/commerce'
import { openTestDatabase } from '../../../test/database'
import { fixture } from '../../../test/fixture'
import { orderLines, orders, productVariants } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const buyers = 200
const units = 20

// PGlite runs one statement at a time, so only a real server shows what concurrency does.
describe.skipIf(!process.env.DATABASE_URL)(
  `${buyers} concurrent checkouts of a ${units}-unit variant (PostgreSQL only: set DATABASE_URL)`,
  () => {
    let api: TestApp

    beforeAll(async () => {
      api = await startTestApp({ database: await openTestDatabase({ poolSize: 20 }) })
      await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
    })

    afterAll(async () => {
      await api.close()
      await api.database.drop()
    })

    it('sells exactly the stock: 20 orders, stock 0 and never below, the others refused as unavailable', async () => {
      const { cart, checkout } = api.app.services
      const variantId = (await variantIds(api, ['TEA-1']))['TEA-1'] ?? ''
      await setStock(api, 'TEA-1', units)
      const carts: string[] = []
      for (let index = 0; index < buyers; index += 1) {
        const added = await cart.addLine({ userId: null, cartId: null }, variantId, 1, 'en')
        if (!added.ok) throw new Error('addLine failed')
        const cartId = added.value.cart.token ?? ''
        await cart.updateCheckout(
          { userId: null, cartId },
          {
            email: `buyer-${index}@example.test`,
            shippingAddress: frenchAddress,
            shippingMethod: 'STANDARD',
          },
          'en',
        )
        carts.push(cartId)
      }
      const lowest: number[] = []
      const watching = (async () => {
        while (lowest.length < 1000) {
          const [row] = await api.database.handle.db
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(eq(productVariants.id, variantId))
          lowest.push(row?.stock ?? Number.NaN)
          if (row?.stock === 0) break
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      })()
      const outcomes = await Promise.all(
        carts.map((cartId, index) =>
          checkout.placeOrder(
            { userId: null, email: null, locale: 'en' },
            {
              cartId,
              idempotencyKey: `concurrency-${index}-${cartId.slice(0, 8)}`,
              paymentMethod: 'test-card',
              card: testCard,
            },
            'en',
          ),
        ),
      )
      await watching
      const placed = outcomes.filter((outcome) => outcome.ok)
      const refused = outcomes.flatMap((outcome) => (outcome.ok ? [] : outcome.errors))
      expect(placed).toHaveLength(units)
      expect(new Set(refused.map((error) => error.code))).toEqual(new Set(['items_unavailable']))
      expect(await stockOf(api, 'TEA-1')).toBe(0)
      expect(Math.min(...lowest)).toBeGreaterThanOrEqual(0)
      const [sold] = await api.database.handle.db
        .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orderLines.variantId, variantId))
      expect(sold?.units).toBe(units)
    })
  },
)
