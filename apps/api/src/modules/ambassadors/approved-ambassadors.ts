import type { Locale } from '@comptoir/i18n/locales'
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
import type { FieldError } from '../../field-error'
import { accountError } from '../accounts/account-errors'
import { ambassadorError, applicationRejectedError } from './ambassador-errors'

/** Why an account may not sign in to the ambassador area, or null when it may. */
export async function ambassadorSignInRefusal(
  db: Database,
  userId: string,
  locale: Locale,
): Promise<FieldError | null> {
  const [profile] = await db
    .select({ status: ambassadors.status, reason: ambassadors.statusReason })
    .from(ambassadors)
    .where(eq(ambassadors.userId, userId))
    .limit(1)
  if (!profile) return accountError('invalid_credentials', null, locale)
  switch (profile.status) {
    case 'APPROVED':
      return null
    case 'APPLIED':
      return ambassadorError('application_pending', null, locale)
    case 'REJECTED':
      return applicationRejectedError(profile.reason, locale)
    case 'SUSPENDED':
      return ambassadorError('ambassador_suspended', null, locale)
  }
}

/**
 * Whether the user of `userId` (a column of the outer statement) is an approved ambassador, as an
 * SQL condition: what keeps an ambassador's open sockets open (accounts' session watch).
 */
export function approvedAmbassadorCondition(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${ambassadors}
    WHERE ${ambassadors.userId} = ${userId} AND ${ambassadors.status} = 'APPROVED')`
}

/**
 * The approved ambassador whose own code is `code` (a normalized code), as the SQL of a jsonb
 * checkout code (no discount), or no row: the ambassador side of the programme's checkout codes.
 */
export function approvedAmbassadorCodeQuery(code: SQL): SQL {
  return sql`SELECT jsonb_build_object('code', upper(${ambassadors.code}),
        'kind', 'ambassador', 'ambassadorId', ${ambassadors.userId}, 'operationId', NULL,
        'customerDiscountBps', 0)
      FROM ${ambassadors}
      WHERE upper(${ambassadors.code}) = ${code} AND ${ambassadors.status} = 'APPROVED'
      LIMIT 1`
}
