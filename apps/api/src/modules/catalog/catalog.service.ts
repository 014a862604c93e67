import type { Locale } from '@comptoir/i18n/locales'
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { categories, products } from '../../db/schema'
import type { LocalizedText } from '../../db/schema/localized'
import { money } from '../../money'
import {
  localize,
  productImageUrl,
  stockStatus,
  variantView,
  type CategoryView,
  type ProductView,
  type VariantRow,
} from './catalog.views'
import { searchCondition, searchTerms, searchTsQuery } from './search-query'

export type ProductSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST'

export interface ProductFilter {
  search?: string | null
  categorySlug?: string | null
  inStock?: boolean | null
  sort?: ProductSort | null
}

export interface ProductPage {
  items: ProductView[]
  total: number
}

const variantsJson = sql<VariantRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'options', v.options, 'priceCents', v.price_cents,
    'compareAtCents', v.compare_at_cents, 'currency', v.currency, 'stock', v.stock,
    'image', v.image
  ) ORDER BY v.position, v.sku), '[]'::json)
  FROM product_variants v WHERE v.product_id = products.id)`

const lowestPrice = sql`(SELECT min(v.price_cents) FROM product_variants v WHERE v.product_id = products.id)`

const hasStock = sql`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND v.stock > 0)`

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  summary: products.summary,
  description: products.description,
  images: products.images,
  createdAt: products.createdAt,
  category: {
    id: categories.id,
    slug: categories.slug,
    name: categories.name,
    description: categories.description,
  },
  variants: variantsJson,
}

interface ProductRow {
  id: string
  slug: string
  name: LocalizedText
  summary: LocalizedText
  description: LocalizedText
  images: string[]
  createdAt: Date
  category: { id: string; slug: string; name: LocalizedText; description: LocalizedText }
  variants: VariantRow[]
}

export interface CatalogDeps {
  db: Database
  /** Origin used in image URLs (the API's public origin, never the request's Host). */
  publicUrl: string
}

/** Products, categories and search, localised. */
export function createCatalogService({ db, publicUrl }: CatalogDeps) {
  function productView(row: ProductRow, locale: Locale): ProductView {
    const name = localize(row.name, locale)
    const variants = row.variants.map((variant) =>
      variantView(variant, locale, (file, title) => ({
        url: productImageUrl(publicUrl, file),
        alt: `${name}, ${title}`,
      })),
    )
    // The cheapest variant; at equal prices, one on sale shows its former price.
    const cheapest = row.variants.reduce<VariantRow | null>((best, variant) => {
      if (best === null || variant.priceCents < best.priceCents) return variant
      const onSale = variant.compareAtCents !== null && best.compareAtCents === null
      return variant.priceCents === best.priceCents && onSale ? variant : best
    }, null)
    const highest = Math.max(0, ...row.variants.map((variant) => variant.priceCents))
    const currency = cheapest?.currency ?? 'EUR'
    return {
      id: row.id,
      slug: row.slug,
      name,
      summary: localize(row.summary, locale),
      description: localize(row.description, locale),
      images: row.images.map((file) => ({ url: productImageUrl(publicUrl, file), alt: name })),
      category: categoryView(row.category, locale),
      variants,
      price: money(cheapest?.priceCents ?? 0, currency),
      compareAtPrice:
        cheapest?.compareAtCents != null ? money(cheapest.compareAtCents, currency) : null,
      priceRange: {
        min: money(cheapest?.priceCents ?? 0, currency),
        max: money(highest, currency),
      },
      stockStatus: stockStatus(row.variants.reduce((sum, variant) => sum + variant.stock, 0)),
      createdAt: row.createdAt,
    }
  }

  function conditions(filter: ProductFilter, terms: string[]): SQL | undefined {
    return and(
      eq(products.published, true),
      filter.categorySlug ? eq(categories.slug, filter.categorySlug) : undefined,
      filter.inStock ? hasStock : undefined,
      terms.length > 0
        ? searchCondition(terms, sql`${products.searchVector}`, sql`${products.id}`)
        : undefined,
    )
  }

  function ordering(sort: ProductSort, terms: string[]): SQL[] {
    switch (sort) {
      case 'PRICE_ASC':
        return [sql`${lowestPrice} ASC NULLS LAST`, asc(products.slug)]
      case 'PRICE_DESC':
        return [sql`${lowestPrice} DESC NULLS LAST`, asc(products.slug)]
      case 'NEWEST':
        return [desc(products.createdAt), asc(products.slug)]
      case 'RELEVANCE':
        return [
          ...(terms.length > 0
            ? [
                sql`(${products.searchVector} @@ (${searchTsQuery(terms, 'A')})) DESC`,
                sql`ts_rank(${products.searchVector}, (${searchTsQuery(terms)})) DESC`,
              ]
            : []),
          asc(products.featuredRank),
          asc(products.slug),
        ]
    }
  }

  /** One page of products and the total matching the filter, in one statement (two when paging past the end). */
  async function listProducts(
    filter: ProductFilter,
    page: { offset: number; limit: number },
    locale: Locale,
  ): Promise<ProductPage> {
    const terms = searchTerms(filter.search ?? '')
    const where = conditions(filter, terms)
    const rows = await db
      .select({ ...productColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...ordering(filter.sort ?? 'RELEVANCE', terms))
      .offset(page.offset)
      .limit(page.limit)
    let total = rows[0]?.total ?? 0
    if (rows.length === 0 && page.offset > 0) {
      const [counted] = await db
        .select({ total: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
      total = counted?.total ?? 0
    }
    return { items: rows.map((row) => productView(row, locale)), total }
  }

  async function productBySlug(slug: string, locale: Locale): Promise<ProductView | null> {
    const [row] = await db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, slug), eq(products.published, true)))
      .limit(1)
    return row ? productView(row, locale) : null
  }

  async function listCategories(locale: Locale): Promise<CategoryView[]> {
    const rows = await db
      .select()
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.slug))
    return rows.map((row) => categoryView(row, locale))
  }

  return { listProducts, productBySlug, listCategories }
}

function categoryView(row: ProductRow['category'], locale: Locale): CategoryView {
  return {
    id: row.id,
    slug: row.slug,
    name: localize(row.name, locale),
    description: localize(row.description, locale),
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
