import { stockStatus } from '../catalog/catalog.views'
import type { StockChanges } from './order-writer'

/**
 * The products whose public stock status an order changed: a variant's (its units), or the
 * product's own (the units of all its variants).
 */
export function productsWithNewStockStatus(stock: StockChanges): string[] {
  const changed = new Set<string>()
  for (const variant of stock.variants) {
    if (stockStatus(variant.before) !== stockStatus(variant.after)) changed.add(variant.productId)
  }
  for (const product of stock.products) {
    if (stockStatus(product.before) !== stockStatus(product.after)) changed.add(product.productId)
  }
  return [...changed]
}
