import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../../test/database'
import { fixture } from '../../test/fixture'
import { ambassadors, faqEntries, products, productVariants, users } from '../db/schema'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { demoData } from './demo-data'
import { isDatabaseEmpty, seedDatabase } from './seed'

const hasher = createPasswordHasher()
let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

describe('seedDatabase', () => {
  it('loads a catalogue, an FAQ and accounts into an empty database', async () => {
    const { db } = database.handle
    expect(await isDatabaseEmpty(db)).toBe(true)
    const summary = await seedDatabase(db, fixture, hasher)
    expect(summary).toEqual({ categories: 2, products: 3, variants: 4, faqEntries: 3, accounts: 2 })
    expect(await isDatabaseEmpty(db)).toBe(false)
    const variants = await db.select().from(productVariants).orderBy(asc(productVariants.sku))
    expect(variants.map((variant) => [variant.sku, variant.stock, variant.currency])).toEqual([
      ['LIN-M', 0, 'EUR'],
      ['MAR-M', 3, 'EUR'],
      ['MAR-S', 12, 'EUR'],
      ['TEA-1', 40, 'EUR'],
    ])
    const [ambassador] = await db.select().from(ambassadors)
    expect(ambassador).toMatchObject({ code: 'PAT', status: 'APPROVED', commissionRateBps: 1200 })
    const [shopper] = await db.select().from(users).where(eq(users.email, 'shopper@example.test'))
    expect(shopper?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('runs again without duplicating anything and applies changed prices and stock', async () => {
    const { db } = database.handle
    const changed = structuredClone(fixture)
    const tea = changed.products.find((product) => product.slug === 'tea-towel')!
    tea.variants[0]!.stock = 7
    tea.name.en = 'Linen tea towel'
    await seedDatabase(db, changed, hasher)
    expect(await db.select().from(products)).toHaveLength(3)
    expect(await db.select().from(productVariants)).toHaveLength(4)
    expect(await db.select().from(faqEntries)).toHaveLength(3)
    expect(await db.select().from(users)).toHaveLength(2)
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, 'TEA-1'))
    expect(variant?.stock).toBe(7)
    const [towel] = await db.select().from(products).where(eq(products.slug, 'tea-towel'))
    expect(towel?.name.en).toBe('Linen tea towel')
  })

  it('refuses negative stock at the database level', async () => {
    const { db } = database.handle
    await expect(
      db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.sku, 'TEA-1')),
    ).rejects.toThrow()
  })
})

describe('the demo data', () => {
  const variants = demoData.products.flatMap((product) => product.variants)

  it('is a catalogue of at least 5 categories and 30 products, with low and empty stock', () => {
    expect(demoData.categories.length).toBeGreaterThanOrEqual(5)
    expect(demoData.products.length).toBeGreaterThanOrEqual(30)
    expect(variants.some((variant) => variant.stock === 0)).toBe(true)
    expect(variants.some((variant) => variant.stock > 0 && variant.stock <= 5)).toBe(true)
    expect(variants.some((variant) => variant.compareAtCents !== undefined)).toBe(true)
  })

  it('has an FAQ of at least 10 entries in 3 sections', () => {
    expect(demoData.faqSections.length).toBeGreaterThanOrEqual(3)
    const entries = demoData.faqSections.flatMap((section) => section.entries)
    expect(entries.length).toBeGreaterThanOrEqual(10)
  })

  it('has a demo customer and an approved demo ambassador', () => {
    expect(demoData.accounts.some((account) => !account.ambassador)).toBe(true)
    expect(demoData.accounts.some((account) => account.ambassador?.status === 'APPROVED')).toBe(
      true,
    )
  })

  it('loads into a database', async () => {
    const other = await openTestDatabase()
    try {
      const summary = await seedDatabase(other.handle.db, demoData, hasher)
      expect(summary.products).toBe(demoData.products.length)
      expect(summary.variants).toBe(variants.length)
    } finally {
      await other.drop()
    }
  })
})
