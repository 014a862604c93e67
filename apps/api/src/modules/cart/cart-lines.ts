import { maxUnitsPerLine } from '@comptoir/validation/order-limits'
import { asc, eq, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { cartLines, products, productVariants } from '../../db/schema'
import type { LocalizedText, VariantOption } from '../../db/schema/localized'
import { jsonObjectOf, rowFromJson } from '../../db/json-columns'

/** Most units of one variant a cart line may hold. */
export const maxLineQuantity = maxUnitsPerLine

/** A cart line with what pricing and display need from its variant and product. */
export interface CartLineRow {
  lineId: string
  variantId: string
  quantity: number
  sku: string
  options: VariantOption[]
  priceCents: number
  currency: string
  stock: number
  productSlug: string
  productName: LocalizedText
  images: string[]
  /** The variant's own photo, when it has one. */
  variantImage: string | null
  published: boolean
  createdAt: Date
}

/** Whether a line can be ordered now (its product is on sale and has stock). */
export function isOrderable(line: CartLineRow): boolean {
  return line.published && line.stock > 0
}

/** The photo that shows a line: its variant's own, else its product's first. */
export function lineImage(line: Pick<CartLineRow, 'images' | 'variantImage'>): string | null {
  return line.variantImage ?? line.images[0] ?? null
}

export const lineColumns = {
  lineId: cartLines.id,
  variantId: cartLines.variantId,
  quantity: cartLines.quantity,
  sku: productVariants.sku,
  options: productVariants.options,
  priceCents: productVariants.priceCents,
  currency: productVariants.currency,
  stock: productVariants.stock,
  productSlug: products.slug,
  productName: products.name,
  images: products.images,
  variantImage: productVariants.image,
  published: products.published,
  createdAt: cartLines.createdAt,
}

/** The lines of a cart with their variants' current price and stock (one statement). */
export async function loadCartLines(db: Database, cartId: string): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
}

/**
 * The lines of a cart as one jsonb array in cart order (null when it has none), for a statement
 * that reads them with other things; {@link cartLinesFromJson} reads it back.
 */
export function cartLinesJson(cartId: SQL): SQL {
  return sql`(SELECT jsonb_agg(${jsonObjectOf(lineColumns)}
      ORDER BY ${cartLines.createdAt}, ${cartLines.id})
    FROM ${cartLines}
    JOIN ${productVariants} ON ${productVariants.id} = ${cartLines.variantId}
    JOIN ${products} ON ${products.id} = ${productVariants.productId}
    WHERE ${cartLines.cartId} = ${cartId})`
}

export function cartLinesFromJson(value: Record<string, unknown>[] | null): CartLineRow[] {
  return (value ?? []).map((line) => rowFromJson<CartLineRow>(lineColumns, line))
}
