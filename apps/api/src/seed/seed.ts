import { count, inArray, sql } from 'drizzle-orm'

import type { Database } from '../db/client'
import {
  ambassadors,
  categories,
  faqEntries,
  faqSections,
  products,
  productVariants,
  users,
} from '../db/schema'
import type { PasswordHasher } from '../modules/accounts/passwords'
import { seedOperations } from '../modules/operations/seed-operations'
import type { SecretBox } from '../modules/staff/secret-box'
import { seedStaff } from '../modules/staff/seed-staff'
import type {
  SeedAccount,
  SeedCategory,
  SeedFaqSection,
  SeedOperation,
  SeedProduct,
  SeedVariant,
} from './data/types'

/** The photo of a variant's colour, when its product has one per colour. */
export function variantImage(product: SeedProduct, variant: SeedVariant): string | null {
  const colour = variant.options.find((option) => option.key === 'colour')
  return (colour && product.colourImages?.[colour.code]) ?? null
}

/** Everything the seeder loads. */
export interface SeedData {
  categories: SeedCategory[]
  products: SeedProduct[]
  faqSections: SeedFaqSection[]
  accounts: SeedAccount[]
  /** Ambassador operations, published around the day of seeding. */
  operations?: SeedOperation[]
  /** Owners of the back office, with a fixed authenticator secret, and the box sealing it. */
  staff?: { members: SeedStaff[]; secrets: SecretBox }
}

/** A demo owner of the back office. */
export interface SeedStaff {
  email: string
  name: string
  password: string
  /** Base32, given in README.md so that a newcomer can add it to an authenticator app. */
  totpSecret: string
}

export interface SeedSummary {
  categories: number
  products: number
  variants: number
  faqEntries: number
  accounts: number
}

const dayMs = 24 * 60 * 60 * 1000

/** An empty database has no catalogue and no accounts: the state right after the first migration. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [catalogue] = await db.select({ total: count() }).from(categories)
  const [accounts] = await db.select({ total: count() }).from(users)
  return (catalogue?.total ?? 0) === 0 && (accounts?.total ?? 0) === 0
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`)

async function seedCatalogue(db: Database, data: SeedData, now: Date) {
  const categoryRows = await db
    .insert(categories)
    .values(
      data.categories.map(({ slug, name, description, position }) => ({
        slug,
        name,
        description,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        name: excluded('name'),
        description: excluded('description'),
        position: excluded('position'),
      },
    })
    .returning({ id: categories.id, slug: categories.slug })
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]))
  const productRows = await db
    .insert(products)
    .values(
      data.products.map((product) => {
        const categoryId = categoryIds.get(product.categorySlug)
        if (!categoryId)
          throw new Error(`Product ${product.slug}: unknown category ${product.categorySlug}`)
        return {
          slug: product.slug,
          categoryId,
          name: product.name,
          summary: product.summary,
          description: product.description,
          images: product.images,
          featuredRank: product.featuredRank,
          createdAt: new Date(now.getTime() - product.addedDaysAgo * dayMs),
        }
      }),
    )
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        categoryId: excluded('category_id'),
        name: excluded('name'),
        summary: excluded('summary'),
        description: excluded('description'),
        images: excluded('images'),
        featuredRank: excluded('featured_rank'),
        createdAt: excluded('created_at'),
      },
    })
    .returning({ id: products.id, slug: products.slug })
  const productIds = new Map(productRows.map((row) => [row.slug, row.id]))
  const variants = data.products.flatMap((product) =>
    product.variants.map((variant, position) => ({
      productId: productIds.get(product.slug) ?? '',
      sku: variant.sku,
      options: variant.options,
      priceCents: variant.priceCents,
      compareAtCents: variant.compareAtCents ?? null,
      stock: variant.stock,
      image: variantImage(product, variant),
      position,
    })),
  )
  if (variants.length > 0) {
    await db
      .insert(productVariants)
      .values(variants)
      .onConflictDoUpdate({
        target: productVariants.sku,
        set: {
          productId: excluded('product_id'),
          options: excluded('options'),
          priceCents: excluded('price_cents'),
          compareAtCents: excluded('compare_at_cents'),
          stock: excluded('stock'),
          image: excluded('image'),
          position: excluded('position'),
        },
      })
  }
  return variants.length
}

async function seedFaq(db: Database, sections: SeedFaqSection[]) {
  await db.delete(faqSections)
  if (sections.length === 0) return 0
  const rows = await db
    .insert(faqSections)
    .values(sections.map(({ key, title, position }) => ({ key, title, position })))
    .returning({ id: faqSections.id, key: faqSections.key })
  const sectionIds = new Map(rows.map((row) => [row.key, row.id]))
  const entries = sections.flatMap((section) =>
    section.entries.map((entry, position) => ({
      sectionId: sectionIds.get(section.key) ?? '',
      question: entry.question,
      answer: entry.answer,
      position,
    })),
  )
  if (entries.length > 0) await db.insert(faqEntries).values(entries)
  return entries.length
}

async function seedAccounts(db: Database, accounts: SeedAccount[], hashes: string[]) {
  if (accounts.length === 0) return
  await db
    .insert(users)
    .values(
      accounts.map((account, index) => ({
        email: account.email,
        passwordHash: hashes[index] ?? '',
        name: account.name,
        locale: account.locale,
      })),
    )
    .onConflictDoNothing()
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        accounts.map((account) => account.email.toLowerCase()),
      ),
    )
  const userIds = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]))
  const profiles = accounts.flatMap((account) => {
    const userId = userIds.get(account.email.toLowerCase())
    return account.ambassador && userId ? [{ userId, ...account.ambassador }] : []
  })
  if (profiles.length > 0) await db.insert(ambassadors).values(profiles).onConflictDoNothing()
}

/**
 * Loads the demo data: catalogue and variants are inserted or updated (by slug and SKU), the FAQ
 * is replaced, accounts are created when missing (an existing account keeps its password).
 */
export async function seedDatabase(
  db: Database,
  data: SeedData,
  hasher: PasswordHasher,
  now = new Date(),
): Promise<SeedSummary> {
  const hashes = await Promise.all(data.accounts.map((account) => hasher.hash(account.password)))
  const staff = await Promise.all(
    (data.staff?.members ?? []).map(async ({ password, ...member }) => ({
      ...member,
      passwordHash: await hasher.hash(password),
    })),
  )
  return db.transaction(async (tx) => {
    const variants = await seedCatalogue(tx, data, now)
    const faqEntryCount = await seedFaq(tx, data.faqSections)
    await seedAccounts(tx, data.accounts, hashes)
    await seedOperations(tx, data.operations ?? [], now)
    if (data.staff) await seedStaff(tx, staff, data.staff.secrets)
    return {
      categories: data.categories.length,
      products: data.products.length,
      variants,
      faqEntries: faqEntryCount,
      accounts: data.accounts.length,
    }
  })
}
