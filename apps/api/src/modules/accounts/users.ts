import type { Locale } from '@comptoir/i18n/locales'
import { eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import type { UserRecord } from './sessions.service'

/** Where a request comes from and the language its messages should use. */
export interface Caller {
  ip: string
  locale: Locale
}

/** The one form of an e-mail address for lookups and limiter keys: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The account of an e-mail address, whatever its case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1)
  return row ?? null
}
