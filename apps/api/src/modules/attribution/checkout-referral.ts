import { and, eq, gt, inArray, isNull } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import {
  ambassadorOperations,
  ambassadors,
  carts,
  checkoutReferrals,
  referralVisits,
} from '../../db/schema'
import { hashToken, isWellFormedToken } from '../accounts/tokens'
import { referralWindowMs } from '../ambassadors/programme-terms'
import { operationState, type OperationRecord } from '../operations/operation-state'

/** What the buyer chose at checkout: a live operation, the referral the client kept. */
export interface CheckoutChoice {
  userId: string | null
  cartToken: string | null
  operationId: string | null
  referralId: string | null
}

/** The operation a buyer chose, if it is live and its ambassador approved. */
export async function liveChosenOperation(
  tx: Database,
  operationId: string,
  now: Date,
): Promise<OperationRecord | null> {
  const [row] = await tx
    .select({ operation: ambassadorOperations, status: ambassadors.status })
    .from(ambassadorOperations)
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorOperations.ambassadorId))
    .where(eq(ambassadorOperations.id, operationId))
    .limit(1)
  if (row?.status !== 'APPROVED' || operationState(row.operation, now) !== 'LIVE') {
    return null
  }
  return row.operation
}

/** The cart a checkout talks about: the signed-in customer's, or the anonymous one of a token. */
async function activeCart(db: Database, userId: string | null, token: string | null) {
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
 * Remembers, for a cart, the live operation the buyer chose and the referral the client kept.
 * Returns false when the cart, the operation or the referral is unknown (or not live).
 */
export async function setCheckoutReferral(
  db: Database,
  options: CheckoutChoice & { now: Date },
): Promise<'ok' | 'cart_not_found' | 'operation_not_live' | 'referral_not_found'> {
  const cart = await activeCart(db, options.userId, options.cartToken)
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
