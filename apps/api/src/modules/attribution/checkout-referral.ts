import { and, gt, inArray, sql, type SQL } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { checkoutReferrals, referralVisits } from '../../db/schema'
import { activeCartId } from '../cart/cart-store'
import type { CartCodeResolver, CheckoutCode, CheckoutCodeResolver } from '../cart/checkout-codes'
import { referralWindowMs } from '../ambassadors/programme-terms'
import { liveChosenOperation } from '../operations/operations.service'
import { chosenOperationCodeQuery } from '../operations/programme-codes'

/** What the buyer chose at checkout: a live operation, the referral the client kept. */
export interface CheckoutChoice {
  userId: string | null
  cartToken: string | null
  operationId: string | null
  referralId: string | null
}

/**
 * Remembers, for a cart, the live operation the buyer chose and the referral the client kept.
 * Returns false when the cart, the operation or the referral is unknown (or not live).
 */
export async function setCheckoutReferral(
  db: Database,
  options: CheckoutChoice & { now: Date },
): Promise<'ok' | 'cart_not_found' | 'operation_not_live' | 'referral_not_found'> {
  const cart = await activeCartId(db, options.userId, options.cartToken)
  if (!cart) return 'cart_not_found'
  if (options.operationId) {
    if (!isUuid(options.operationId)) return 'operation_not_live'
    if (!(await liveChosenOperation(db, options.operationId, options.now))) {
      return 'operation_not_live'
    }
  }
  if (options.referralId) {
    const [visit] = isUuid(options.referralId)
      ? await db
          .select({ id: referralVisits.id })
          .from(referralVisits)
          .where(
            and(
              inArray(referralVisits.id, [options.referralId]),
              gt(referralVisits.createdAt, new Date(options.now.getTime() - referralWindowMs)),
            ),
          )
          .limit(1)
      : []
    if (!visit) return 'referral_not_found'
  }
  await db
    .insert(checkoutReferrals)
    .values({
      cartId: cart.id,
      operationId: options.operationId,
      referralVisitId: options.referralId,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: checkoutReferrals.cartId,
      set: {
        operationId: options.operationId,
        referralVisitId: options.referralId,
        updatedAt: options.now,
      },
    })
  return 'ok'
}

/**
 * The codes that price carts: the code entered, else that of the live operation the buyer chose
 * at checkout ("I'm ordering with Marie's operation" gives its discount as its code would).
 */
export function cartCodeResolver(codes: CheckoutCodeResolver): CartCodeResolver {
  const chosen = (cartId: SQL, at: Date | SQL) =>
    sql`(SELECT ${chosenOperationCodeQuery(sql`${checkoutReferrals.operationId}`, at)}
      FROM ${checkoutReferrals} WHERE ${checkoutReferrals.cartId} = ${cartId})`
  return {
    resolve: (db, code, at) => codes.resolve(db, code, at),
    query: (code, at) => codes.query(code, at),
    async ofCart(db, cart, at) {
      if (cart.code) return codes.resolve(db, cart.code, at)
      const [row] = await queryRows<{ code: CheckoutCode | null }>(
        db,
        sql`SELECT ${chosen(sql`${cart.id}::uuid`, at)} AS code`,
      )
      return row?.code ?? null
    },
    queryOfCart: (cartId, code, at) =>
      sql`CASE WHEN ${code} IS NULL THEN ${chosen(cartId, at)} ELSE ${codes.query(code, at)} END`,
  }
}
