import { asc, eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { cartLines, products, productVariants } from '../../db/schema'
import type { LocalizedText, VariantOption } from '../../db/schema/localized'

/** Most units of one variant a cart line may hold. */
export const maxLineQuantity = 99

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
 * The same lines inside a transaction, their variants locked FOR UPDATE in id order (rows are
 * locked after sorting, so concurrent checkouts sharing variants cannot deadlock). Returned in
 * cart order.
 */
export async function lockCartLines(tx: Database, cartId: string): Promise<CartLineRow[]> {
  const rows = await tx
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(productVariants.id))
    .for('update', { of: productVariants })
  return rows.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.lineId.localeCompare(b.lineId),
  )
}
