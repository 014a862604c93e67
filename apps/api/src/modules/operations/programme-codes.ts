import { normalizeCode } from '@comptoir/validation/codes'
import { and, eq, sql, type SQL } from 'drizzle-orm'

import { queryRows } from '../../db/client'
import { ambassadorOperations } from '../../db/schema'
import {
  approvedAmbassadorCodeQuery,
  approvedAmbassadorCondition,
} from '../ambassadors/approved-ambassadors'
import type { CheckoutCode, CheckoutCodeResolver } from '../cart/checkout-codes'
import { liveOperationCondition } from './operation-state'

const codePattern = /^[A-Z0-9-]{2,32}$/

/**
 * The programme's codes: an approved ambassador's own code (no discount), or the code of a live
 * operation of an approved ambassador (live as `liveOperationCondition` says), which gives
 * the operation's customer discount; the operation's code wins. The cart and the checkout
 * receive it as their code resolver (see services.ts).
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
    const operation = liveOperationCode(eq(ambassadorOperations.code, code), at)
    return sql`coalesce((${operation}), (${approvedAmbassadorCodeQuery(code)}))`
  },
}

function liveOperationCode(which: SQL, at: Date | SQL, extra: SQL = sql`'{}'::jsonb`): SQL {
  return sql`SELECT jsonb_build_object('code', ${ambassadorOperations.code},
        'kind', 'operation', 'ambassadorId', ${ambassadorOperations.ambassadorId},
        'operationId', ${ambassadorOperations.id},
        'customerDiscountBps', ${ambassadorOperations.customerDiscountBps}) || ${extra}
      FROM ${ambassadorOperations}
      WHERE ${and(
        which,
        approvedAmbassadorCondition(ambassadorOperations.ambassadorId),
        liveOperationCondition(at),
      )}
      LIMIT 1`
}

/**
 * The code of the operation chosen at checkout (`operationId`, an SQL uuid expression) as
 * {@link programmeCodeResolver} resolves it, marked `chosen`: a jsonb `CheckoutCode`, or null
 * when that operation is not live or its ambassador not approved.
 */
export function chosenOperationCodeQuery(operationId: SQL, at: Date | SQL): SQL {
  return sql`(${liveOperationCode(
    eq(ambassadorOperations.id, operationId),
    at,
    sql`jsonb_build_object('chosen', true)`,
  )})`
}
