import { count, lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { cartLines, carts, orders, productVariants } from '../../src/db/schema'
import { generateToken, hashToken } from '../../src/modules/accounts/tokens'

const address = {
  firstName: 'Bench',
  lastName: 'Buyer',
  line1: '1 rue du Test',
  line2: null,
  postalCode: '75001',
  city: 'Paris',
  country: 'FR',
  phone: null,
}

/** Direct access to a benchmark's database, to prepare carts and check the outcome. */
export function openBenchDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const db = drizzle(pool)

  return {
    /** Every variant gets `stock` units: the run measures throughput, not shortage. */
    async stockEveryVariant(stock: number): Promise<string[]> {
      await db.update(productVariants).set({ stock })
      const rows = await db.select({ id: productVariants.id }).from(productVariants)
      return rows.map((row) => row.id)
    },

    /**
     * Inserts `total` ready-to-order carts (e-mail, French address, standard shipping), each with
     * two variants of the catalogue, and returns their opaque ids as the shop's client holds them.
     */
    async prepareCarts(total: number, variantIds: string[], label: string): Promise<string[]> {
      const ids: string[] = []
      for (let start = 0; start < total; start += 1000) {
        const tokens = Array.from({ length: Math.min(1000, total - start) }, () => generateToken())
        const rows = await db
          .insert(carts)
          .values(
            tokens.map((token, index) => ({
              tokenHash: hashToken(token),
              email: `bench-${label}-${start + index}@example.test`,
              shippingAddress: address,
              shippingMethod: 'STANDARD',
            })),
          )
          .returning({ id: carts.id })
        await db.insert(cartLines).values(
          rows.flatMap((row, index) => {
            const first = (start + index) % variantIds.length
            const second =
              (first + 1 + ((start + index) % (variantIds.length - 1))) % variantIds.length
            return [first, second].map((position) => ({
              cartId: row.id,
              variantId: variantIds[position] ?? '',
              quantity: 1,
            }))
          }),
        )
        ids.push(...tokens)
      }
      return ids
    },

    async orderCount(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(orders)
      return row?.value ?? 0
    },

    async negativeStockCount(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(productVariants)
        .where(lt(productVariants.stock, 0))
      return row?.value ?? 0
    },

    close: () => pool.end(),
  }
}
