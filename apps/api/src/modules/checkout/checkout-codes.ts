import { normalizeCode } from '@comptoir/validation/codes'
import { and, eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorOperations, ambassadors } from '../../db/schema'
import { liveOperationCondition } from '../operations/operation-state'

/** What a code typed at checkout stands for. */
export interface CheckoutCode {
  /** The code, upper case. */
  code: string
  kind: 'ambassador' | 'operation'
  /** The ambassador behind the code (user id). */
  ambassadorId: string
  operationId: string | null
  /** Discount on the merchandise, in basis points (0 for an ambassador's own code). */
  customerDiscountBps: number
}

/** Resolves checkout codes; swapped in tests or when the programme's rules change. */
export interface CheckoutCodeResolver {
  resolve(db: Database, code: string, at: Date): Promise<CheckoutCode | null>
}

const codePattern = /^[A-Z0-9-]{2,32}$/

/**
 * The programme's codes: an approved ambassador's own code (no discount), or the code of a live
 * operation of an approved ambassador (live as `liveOperationCondition` says), which gives
 * the operation's customer discount.
 */
export const programmeCodeResolver: CheckoutCodeResolver = {
  async resolve(db, rawCode, at) {
    const code = normalizeCode(rawCode)
    if (!codePattern.test(code)) return null
    const [operation] = await db
      .select({
        id: ambassadorOperations.id,
        ambassadorId: ambassadorOperations.ambassadorId,
        discountBps: ambassadorOperations.customerDiscountBps,
      })
      .from(ambassadorOperations)
      .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorOperations.ambassadorId))
      .where(
        and(
          eq(ambassadorOperations.code, code),
          eq(ambassadors.status, 'APPROVED'),
          liveOperationCondition(at),
        ),
      )
      .limit(1)
    if (operation) {
      return {
        code,
        kind: 'operation',
        ambassadorId: operation.ambassadorId,
        operationId: operation.id,
        customerDiscountBps: operation.discountBps,
      }
    }
    const [ambassador] = await db
      .select({ userId: ambassadors.userId })
      .from(ambassadors)
      .where(and(eq(sql`upper(${ambassadors.code})`, code), eq(ambassadors.status, 'APPROVED')))
      .limit(1)
    return ambassador
      ? {
          code,
          kind: 'ambassador',
          ambassadorId: ambassador.userId,
          operationId: null,
          customerDiscountBps: 0,
        }
      : null
  },
}
