import { and, asc, eq, isNull, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { cartLines, carts, products, productVariants } from '../../db/schema'
import { generateToken, hashToken, isWellFormedToken } from '../accounts/tokens'
import { lineColumns, loadCartLines, maxLineQuantity } from './cart-lines'

export type CartRecord = typeof carts.$inferSelect

/**
 * A cart as its caller holds it. `token` is the id the client of an anonymous cart keeps (only
 * its hash is stored, so it is known when the client sends it or when the cart is created); a
 * customer's cart has none.
 */
export interface Cart extends CartRecord {
  token: string | null
}

/** Who asks for a cart: the signed-in customer (if any) and the cart id the client keeps. */
export interface CartAccess {
  userId: string | null
  cartId: string | null | undefined
}

export function heldCart(record: CartRecord, token: string | null | undefined): Cart {
  return { ...record, token: record.userId ? null : (token ?? null) }
}

/**
 * The active cart a checkout talks about, without merging: the signed-in customer's, or else the
 * anonymous one of a token (the programme's checkout choices are kept on it).
 */
export async function activeCartId(
  db: Database,
  userId: string | null,
  token: string | null,
): Promise<{ id: string } | null> {
  if (userId) {
    const [own] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.status, 'ACTIVE')))
      .limit(1)
    if (own) return own
  }
  if (!token || !isWellFormedToken(token)) return null
  const [anonymous] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(eq(carts.tokenHash, hashToken(token)), eq(carts.status, 'ACTIVE'), isNull(carts.userId)),
    )
    .limit(1)
  return anonymous ?? null
}

/**
 * Finding, creating and merging carts: an anonymous one from the first add (its id is a 256-bit
 * token the client keeps), one active cart per customer, merged from the anonymous one at
 * sign-in.
 */
export function createCartStore(db: Database) {
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
        eq(carts.tokenHash, sql.placeholder('tokenHash')),
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
    const tokenHash = hashToken(token)
    if (database === db && !lock) {
      return (await preparedAnonymousCart.execute({ tokenHash }))[0] ?? null
    }
    const query = database
      .select()
      .from(carts)
      .where(and(eq(carts.tokenHash, tokenHash), eq(carts.status, 'ACTIVE'), isNull(carts.userId)))
      .limit(1)
    const [row] = await (lock ? query.for('update') : query)
    return row ?? null
  }

  async function createCart(userId: string | null): Promise<Cart> {
    const token = generateToken()
    const [created] = await db
      .insert(carts)
      .values({ tokenHash: hashToken(token), userId })
      .onConflictDoNothing()
      .returning()
    if (created) return heldCart(created, token)
    // A concurrent request created the customer's cart first.
    const existing = userId ? await activeCartOfUser(db, userId) : null
    if (!existing) throw new Error('The cart was not created')
    return heldCart(existing, null)
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
  async function findCart(access: CartAccess): Promise<Cart | null> {
    if (access.userId) {
      await mergeAnonymousCart(access.userId, access.cartId)
      const own = await activeCartOfUser(db, access.userId)
      return own ? heldCart(own, null) : null
    }
    const anonymous = access.cartId ? await anonymousCart(db, access.cartId) : null
    return anonymous ? heldCart(anonymous, access.cartId) : null
  }

  async function findOrCreateCart(access: CartAccess): Promise<Cart> {
    return (await findCart(access)) ?? createCart(access.userId)
  }

  return {
    findCart,
    findOrCreateCart,
    mergeAnonymousCart,
    cartLines: (cartId: string) => preparedLines.execute({ cartId }),
  }
}
