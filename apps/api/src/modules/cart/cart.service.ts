import type { Locale } from '@comptoir/i18n/locales'
import { orderLimitExceeded } from '@comptoir/validation/order-limits'
import { and, eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { cartLines, carts, products, productVariants } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { CartCodeResolver, CheckoutCode } from './checkout-codes'
import { cartError } from './cart-errors'
import { isOrderable, maxLineQuantity, type CartLineRow } from './cart-lines'
import { createCartStore, heldCart, type Cart, type CartAccess } from './cart-store'
import { checkoutDetailsChanges, type CheckoutDetailsInput } from './checkout-details'

/** A soft problem the cart reports instead of failing. */
export type CartProblemData =
  | { code: 'OUT_OF_STOCK'; lineId: string }
  | { code: 'QUANTITY_REDUCED'; lineId: string; requested: number; available: number }
  | { code: 'CODE_NOT_VALID'; lineId: null }

/** A cart as the server prices it. */
export interface CartState {
  cart: Cart
  lines: CartLineRow[]
  checkoutCode: CheckoutCode | null
  problems: CartProblemData[]
  /** After an add: the units added, fewer than asked when the stock left is short. */
  added?: number
}

export interface CartDeps {
  db: Database
  codes: CartCodeResolver
}

/**
 * The cart's lines and checkout details. Every read re-checks stock: a quantity above what is
 * left is reduced, a line without stock is flagged and left out of the totals; both come back
 * as problems rather than failures.
 */
export function createCartService({ db, codes }: CartDeps) {
  const store = createCartStore(db)
  const { findCart, findOrCreateCart } = store

  /**
   * Reads a cart's lines and the code that prices it (entered, or the chosen operation's),
   * reducing quantities that exceed the stock left.
   */
  async function loadState(cart: Cart): Promise<CartState> {
    const [lines, checkoutCode] = await Promise.all([
      store.cartLines(cart.id),
      codes.ofCart(db, cart, new Date()),
    ])
    const problems: CartProblemData[] = []
    for (const line of lines) {
      if (!isOrderable(line)) {
        problems.push({ code: 'OUT_OF_STOCK', lineId: line.lineId })
      } else if (line.quantity > line.stock) {
        problems.push({
          code: 'QUANTITY_REDUCED',
          lineId: line.lineId,
          requested: line.quantity,
          available: line.stock,
        })
        await db
          .update(cartLines)
          .set({ quantity: line.stock })
          .where(eq(cartLines.id, line.lineId))
        line.quantity = line.stock
      }
    }
    if (cart.code && !checkoutCode) problems.push({ code: 'CODE_NOT_VALID', lineId: null })
    return { cart, lines, checkoutCode, problems }
  }

  async function getCart(access: CartAccess): Promise<CartState | null> {
    const cart = await findCart(access)
    return cart ? loadState(cart) : null
  }

  function checkQuantity(quantity: number, locale: Locale): FieldError | null {
    return Number.isInteger(quantity) && quantity >= 1 && quantity <= maxLineQuantity
      ? null
      : cartError('invalid_quantity', 'quantity', locale)
  }

  /** The units `variantId` holds in the cart, and the units of each other line. */
  async function heldUnits(cartId: string, variantId: string) {
    const lines = await db
      .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
    return {
      held: lines.find((line) => line.variantId === variantId)?.quantity ?? 0,
      others: lines.filter((line) => line.variantId !== variantId).map((line) => line.quantity),
    }
  }

  /** The error of a cart that would pass the units an order may hold, if it would. */
  function limitError(quantities: number[], locale: Locale): FieldError | null {
    const exceeded = orderLimitExceeded(quantities)
    if (exceeded === null) return null
    return cartError(exceeded === 'line' ? 'line_limit' : 'order_limit', 'quantity', locale)
  }

  async function addLine(
    access: CartAccess,
    variantId: string,
    quantity: number,
    locale: Locale,
  ): Promise<Outcome<CartState>> {
    const invalid = checkQuantity(quantity, locale)
    if (invalid) return failure([invalid])
    const [variant] = isUuid(variantId)
      ? await db
          .select({ id: productVariants.id, stock: productVariants.stock })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(eq(productVariants.id, variantId), eq(products.published, true)))
          .limit(1)
      : []
    if (!variant) return failure([cartError('unknown_variant', 'variantId', locale)])
    if (variant.stock <= 0) return failure([cartError('out_of_stock', 'variantId', locale)])
    const cart = await findOrCreateCart(access)
    const { held, others } = await heldUnits(cart.id, variantId)
    // Asked for more than is left: what is left is added, and the answer says how many.
    const added = Math.min(quantity, variant.stock - held)
    if (added <= 0) return failure([cartError('stock_in_cart', 'quantity', locale)])
    const limit = limitError([...others, held + added], locale)
    if (limit) return failure([limit])
    // Stock taken by someone else meanwhile: loadState reduces the quantity and reports it.
    await db
      .insert(cartLines)
      .values({ cartId: cart.id, variantId, quantity: added })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: { quantity: sql`least(${cartLines.quantity} + ${added}, ${maxLineQuantity})` },
      })
    await touch(cart.id)
    return success({ ...(await loadState(cart)), added })
  }

  async function touch(cartId: string) {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId))
  }

  async function lineOfCart(cart: Cart, lineId: string) {
    if (!isUuid(lineId)) return null
    const [line] = await db
      .select({ id: cartLines.id, variantId: cartLines.variantId })
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)))
      .limit(1)
    return line ?? null
  }

  async function setLineQuantity(
    access: CartAccess,
    lineId: string,
    quantity: number,
    locale: Locale,
  ): Promise<Outcome<CartState>> {
    if (quantity === 0) return removeLine(access, lineId, locale)
    const invalid = checkQuantity(quantity, locale)
    if (invalid) return failure([invalid])
    const cart = await findCart(access)
    if (!cart) return failure([cartError('cart_not_found', 'cartId', locale)])
    const line = await lineOfCart(cart, lineId)
    if (!line) return failure([cartError('unknown_line', 'lineId', locale)])
    const { others } = await heldUnits(cart.id, line.variantId)
    const limit = limitError([...others, quantity], locale)
    if (limit) return failure([limit])
    await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId))
    await touch(cart.id)
    return success(await loadState(cart))
  }

  async function removeLine(
    access: CartAccess,
    lineId: string,
    locale: Locale,
  ): Promise<Outcome<CartState>> {
    const cart = await findCart(access)
    if (!cart) return failure([cartError('cart_not_found', 'cartId', locale)])
    if (!(await lineOfCart(cart, lineId))) {
      return failure([cartError('unknown_line', 'lineId', locale)])
    }
    await db.delete(cartLines).where(eq(cartLines.id, lineId))
    await touch(cart.id)
    return success(await loadState(cart))
  }

  async function updateCheckout(
    access: CartAccess,
    input: CheckoutDetailsInput,
    locale: Locale,
  ): Promise<Outcome<CartState>> {
    const cart = await findCart(access)
    if (!cart) return failure([cartError('cart_not_found', 'cartId', locale)])
    const changes = await checkoutDetailsChanges(db, codes, input, locale)
    if (!changes.ok) return changes
    const [updated] = await db
      .update(carts)
      .set({ ...changes.value, updatedAt: new Date() })
      .where(eq(carts.id, cart.id))
      .returning()
    return success(await loadState(updated ? heldCart(updated, cart.token) : cart))
  }

  return {
    getCart,
    findCart,
    loadState,
    addLine,
    setLineQuantity,
    removeLine,
    updateCheckout,
    mergeAnonymousCart: store.mergeAnonymousCart,
  }
}

export type CartService = ReturnType<typeof createCartService>
