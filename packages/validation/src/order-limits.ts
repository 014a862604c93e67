/**
 * How much one order may hold: one shopper cannot set a whole product aside. The cart, the
 * checkout and the shop's quantity steppers all keep to these.
 */

/** Most units of one item (a variant) a cart line, and so an order, may hold. */
export const maxUnitsPerLine = 10

/** Most units an order may hold, all its items together. */
export const maxUnitsPerOrder = 30

/** Which limit a cart of these line quantities passes, if any. */
export function orderLimitExceeded(quantities: readonly number[]): 'line' | 'order' | null {
  if (quantities.some((quantity) => quantity > maxUnitsPerLine)) return 'line'
  const units = quantities.reduce((sum, quantity) => sum + quantity, 0)
  return units > maxUnitsPerOrder ? 'order' : null
}
