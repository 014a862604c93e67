import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

import type { LocalizedText, VariantOption } from './localized'
import { searchDocument, variantSearchDocument } from './search-document'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
})

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** File names under assets/products; the first is the main image. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredRank: integer('featured_rank').notNull().default(1000),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(searchDocument),
  },
  (table) => [
    index('products_search_vector_idx').using('gin', table.searchVector),
    index('products_category_id_idx').on(table.categoryId),
    index('products_created_at_idx').on(table.createdAt),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    options: jsonb('options').$type<VariantOption[]>().notNull(),
    /** Price VAT included, in minor units of `currency`. */
    priceCents: integer('price_cents').notNull(),
    compareAtCents: integer('compare_at_cents'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    stock: integer('stock').notNull().default(0),
    /** The variant's own photo, one of its product's `images`; null: the product's main image. */
    image: text('image'),
    position: integer('position').notNull().default(0),
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(variantSearchDocument),
  },
  (table) => [
    index('product_variants_product_id_idx').on(table.productId),
    check('product_variants_stock_check', sql`${table.stock} >= 0`),
    check('product_variants_price_check', sql`${table.priceCents} >= 0`),
    check(
      'product_variants_compare_at_check',
      sql`${table.compareAtCents} IS NULL OR ${table.compareAtCents} > ${table.priceCents}`,
    ),
  ],
)
