import type { Locale } from '@comptoir/i18n/locales'
import { validateInput } from '@comptoir/validation/validate'
import { addressSchema } from '@comptoir/validation/schemas/address'
import { checkoutContactSchema } from '@comptoir/validation/schemas/checkout-contact'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { cartLines, carts, products, productVariants } from '../../db/schema'
import type { StoredAddress } from '../../db/schema/commerce'
import type { LocalizedText, VariantOption } from '../../db/schema/localized'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import { generateToken, isWellFormedToken } from '../accounts/tokens'
import type { CheckoutCode, CheckoutCodeResolver } from '../checkout/checkout-codes'
import { normalizeCode } from '@comptoir/validation/codes'
import { commerceError } from '../checkout/commerce-errors'
import { findShippingMethod } from '../checkout/shipping-methods'

export type CartRecord = typeof carts.$inferSelect

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
  published: boolean
  createdAt: Date
}

/** A soft problem the cart reports instead of failing. */
export type CartProblemData =
  | { code: 'OUT_OF_STOCK'; lineId: string }
  | { code: 'QUANTITY_REDUCED'; lineId: string; requested: number; available: number }
  | { code: 'CODE_NOT_VALID'; lineId: null }

/** A cart as the server prices it. */
export interface CartState {
  cart: CartRecord
  lines: CartLineRow[]
  checkoutCode: CheckoutCode | null
  problems: CartProblemData[]
}

/** Whether a line can be ordered now (its product is on sale and has stock). */
export function isOrderable(line: CartLineRow): boolean {
  return line.published && line.stock > 0
}

/** Who asks for a cart: the signed-in customer (if any) and the cart id the client keeps. */
export interface CartAccess {
  userId: string | null
  cartId: string | null | undefined
}

export interface CartDeps {
  db: Database
  codes: CheckoutCodeResolver
}

/** Checkout details a shopper sets on the cart, any subset at a time. */
export interface CheckoutDetailsInput {
  email?: string | null
  shippingAddress?: Record<string, unknown> | null
  shippingMethod?: string | null
  code?: string | null
}

const lineColumns = {
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

function storedAddress(value: Record<string, unknown>): StoredAddress {
  const text = (key: string) => {
    const item = value[key]
    return typeof item === 'string' ? item.trim() : ''
  }
  const optional = (key: string) => text(key) || null
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    line1: text('line1'),
    line2: optional('line2'),
    postalCode: text('postalCode').toUpperCase(),
    city: text('city'),
    country: text('country'),
    phone: optional('phone'),
  }
}

/**
 * Carts: an anonymous one from the first add (its id is a 256-bit token the client keeps), one
 * active cart per customer, merged from the anonymous one at sign-in. Every read re-checks
 * stock: a quantity above what is left is reduced, a line without stock is flagged and left out
 * of the totals; both come back as problems rather than failures.
 */
export function createCartService({ db, codes }: CartDeps) {
  // The reads every cart request makes, planned once (they run outside transactions).
  const preparedLines = db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('cart_lines_of_cart')
  const preparedAnonymousCart = db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.token, sql.placeholder('token')),
        eq(carts.status, 'ACTIVE'),
        isNull(carts.userId),
      ),
    )
    .limit(1)
    .prepare('anonymous_cart_by_token')
  const preparedUserCart = db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, sql.placeholder('userId')), eq(carts.status, 'ACTIVE')))
    .limit(1)
    .prepare('active_cart_of_user')

  async function activeCartOfUser(database: Database, userId: string, lock = false) {
    if (database === db && !lock) return (await preparedUserCart.execute({ userId }))[0] ?? null
    const query = database
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.status, 'ACTIVE')))
      .limit(1)
    const [row] = await (lock ? query.for('update') : query)
    return row ?? null
  }

  async function anonymousCart(database: Database, token: string, lock = false) {
    if (!isWellFormedToken(token)) return null
    if (database === db && !lock) return (await preparedAnonymousCart.execute({ token }))[0] ?? null
    const query = database
      .select()
      .from(carts)
      .where(and(eq(carts.token, token), eq(carts.status, 'ACTIVE'), isNull(carts.userId)))
      .limit(1)
    const [row] = await (lock ? query.for('update') : query)
    return row ?? null
  }

  async function createCart(userId: string | null): Promise<CartRecord> {
    const [created] = await db
      .insert(carts)
      .values({ token: generateToken(), userId })
      .onConflictDoNothing()
      .returning()
    if (created) return created
    // A concurrent request created the customer's cart first.
    const existing = userId ? await activeCartOfUser(db, userId) : null
    if (!existing) throw new Error('The cart was not created')
    return existing
  }

  /**
   * Moves an anonymous cart into a customer's: quantities are added (capped by stock and the
   * line maximum), checkout details the customer's cart lacks are copied, nothing is dropped.
   */
  async function mergeAnonymousCart(userId: string, token: string | null | undefined) {
    if (!token) return
    await db.transaction(async (tx) => {
      const anonymous = await anonymousCart(tx, token, true)
      if (!anonymous) return
      const own = await activeCartOfUser(tx, userId, true)
      if (!own) {
        await tx
          .update(carts)
          .set({ userId, updatedAt: new Date() })
          .where(eq(carts.id, anonymous.id))
        return
      }
      const [incoming, existing] = await Promise.all([
        loadCartLines(tx, anonymous.id),
        loadCartLines(tx, own.id),
      ])
      const current = new Map(existing.map((line) => [line.variantId, line.quantity]))
      for (const line of incoming) {
        const held = current.get(line.variantId) ?? 0
        // Without stock the line stays (flagged) rather than vanish.
        const quantity = Math.min(
          maxLineQuantity,
          line.stock > 0
            ? Math.min(held + line.quantity, line.stock)
            : Math.max(held, line.quantity),
        )
        await tx
          .insert(cartLines)
          .values({ cartId: own.id, variantId: line.variantId, quantity })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.variantId],
            set: { quantity },
          })
      }
      await tx
        .update(carts)
        .set({
          email: own.email ?? anonymous.email,
          shippingAddress: own.shippingAddress ?? anonymous.shippingAddress,
          shippingMethod: own.shippingMethod ?? anonymous.shippingMethod,
          code: own.code ?? anonymous.code,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, own.id))
      await tx
        .update(carts)
        .set({ status: 'MERGED', updatedAt: new Date() })
        .where(eq(carts.id, anonymous.id))
    })
  }

  /** The caller's active cart: the customer's (after merging a given anonymous one) or the anonymous one. */
  async function findCart(access: CartAccess): Promise<CartRecord | null> {
    if (access.userId) {
      await mergeAnonymousCart(access.userId, access.cartId)
      return activeCartOfUser(db, access.userId)
    }
    return access.cartId ? anonymousCart(db, access.cartId) : null
  }

  async function findOrCreateCart(access: CartAccess): Promise<CartRecord> {
    return (await findCart(access)) ?? createCart(access.userId)
  }

  /** Reads a cart's lines and code, reducing quantities that exceed the stock left. */
  async function loadState(cart: CartRecord): Promise<CartState> {
    const [lines, checkoutCode] = await Promise.all([
      preparedLines.execute({ cartId: cart.id }),
      cart.code ? codes.resolve(db, cart.code, new Date()) : Promise.resolve(null),
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
      : commerceError('invalid_quantity', 'quantity', locale)
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
    if (!variant) return failure([commerceError('unknown_variant', 'variantId', locale)])
    if (variant.stock <= 0) return failure([commerceError('out_of_stock', 'variantId', locale)])
    const cart = await findOrCreateCart(access)
    // Above the stock left, loadState reduces the quantity and reports it.
    await db
      .insert(cartLines)
      .values({ cartId: cart.id, variantId, quantity })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: { quantity: sql`least(${cartLines.quantity} + ${quantity}, ${maxLineQuantity})` },
      })
    await touch(cart.id)
    return success(await loadState(cart))
  }

  async function touch(cartId: string) {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId))
  }

  async function lineOfCart(cart: CartRecord, lineId: string) {
    if (!isUuid(lineId)) return null
    const [line] = await db
      .select({ id: cartLines.id })
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
    if (!cart) return failure([commerceError('cart_not_found', 'cartId', locale)])
    if (!(await lineOfCart(cart, lineId))) {
      return failure([commerceError('unknown_line', 'lineId', locale)])
    }
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
    if (!cart) return failure([commerceError('cart_not_found', 'cartId', locale)])
    if (!(await lineOfCart(cart, lineId))) {
      return failure([commerceError('unknown_line', 'lineId', locale)])
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
    if (!cart) return failure([commerceError('cart_not_found', 'cartId', locale)])
    const errors: FieldError[] = []
    const changes: Partial<CartRecord> = {}
    if (input.email !== undefined && input.email !== null) {
      const checked = validateInput(checkoutContactSchema, { email: input.email }, locale)
      if (checked.ok) changes.email = checked.value.email.trim()
      else errors.push(...checked.errors)
    }
    if (input.shippingAddress) {
      const checked = validateInput(addressSchema, input.shippingAddress, locale)
      if (checked.ok) changes.shippingAddress = storedAddress(checked.value)
      else
        errors.push(
          ...checked.errors.map((error) => ({ ...error, field: `shippingAddress.${error.field}` })),
        )
    }
    if (input.shippingMethod !== undefined && input.shippingMethod !== null) {
      const method = findShippingMethod(input.shippingMethod)
      if (method) changes.shippingMethod = method.code
      else errors.push(commerceError('unknown_shipping_method', 'shippingMethod', locale))
    }
    if (input.code !== undefined && input.code !== null) {
      const code = normalizeCode(input.code)
      if (code === '') changes.code = null
      else if (await codes.resolve(db, code, new Date())) changes.code = code
      else errors.push(commerceError('invalid_code', 'code', locale))
    }
    if (errors.length > 0) return failure(errors)
    const [updated] = await db
      .update(carts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(carts.id, cart.id))
      .returning()
    return success(await loadState(updated ?? cart))
  }

  return {
    getCart,
    findCart,
    loadState,
    addLine,
    setLineQuantity,
    removeLine,
    updateCheckout,
    mergeAnonymousCart,
  }
}

export type CartService = ReturnType<typeof createCartService>
