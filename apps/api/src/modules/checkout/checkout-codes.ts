import { normalizeCode } from '@comptoir/validation/codes'
import { and, eq, sql, type SQL } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
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
  /**
   * The same resolution as an SQL expression, for a statement that reads the code with the cart:
   * a jsonb {@link CheckoutCode}, or null. `code` is a normalized code (as carts keep it).
   */
  query(code: SQL, at: Date): SQL
}

const codePattern = /^[A-Z0-9-]{2,32}$/

/**
 * The programme's codes: an approved ambassador's own code (no discount), or the code of a live
 * operation of an approved ambassador (live as `liveOperationCondition` says), which gives
 * the operation's customer discount; the operation's code wins.
 */
export const programmeCodeResolver: CheckoutCodeResolver = {
  async resolve(db, rawCode, at) {
    const code = normalizeCode(rawCode)
    if (!codePattern.test(code)) return null
    const [row] = await queryRows<{ code: CheckoutCode | null }>(
      db,
      sql`SELECT ${programmeCodeResolver.query(sql`${code}::text`, at)} AS code`,
    )
    return row?.code ?? null
  },
  query(code, at) {
    const operation = sql`SELECT jsonb_build_object('code', ${ambassadorOperations.code},
        'kind', 'operation', 'ambassadorId', ${ambassadorOperations.ambassadorId},
        'operationId', ${ambassadorOperations.id},
        'customerDiscountBps', ${ambassadorOperations.customerDiscountBps})
      FROM ${ambassadorOperations}
      JOIN ${ambassadors} ON ${ambassadors.userId} = ${ambassadorOperations.ambassadorId}
      WHERE ${and(
        eq(ambassadorOperations.code, code),
        eq(ambassadors.status, 'APPROVED'),
        liveOperationCondition(at),
      )}
      LIMIT 1`
    const ambassador = sql`SELECT jsonb_build_object('code', upper(${ambassadors.code}),
        'kind', 'ambassador', 'ambassadorId', ${ambassadors.userId}, 'operationId', NULL,
        'customerDiscountBps', 0)
      FROM ${ambassadors}
      WHERE upper(${ambassadors.code}) = ${code} AND ${ambassadors.status} = 'APPROVED'
      LIMIT 1`
    return sql`coalesce((${operation}), (${ambassador}))`
  },
}
