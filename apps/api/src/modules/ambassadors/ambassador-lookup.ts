import { eq, or, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { ambassadors, users } from '../../db/schema'

/** An ambassador (or applicant) with their account, found by id, e-mail address or code. */
export async function findAmbassadorByKey(db: Database, key: string) {
  const clean = key.trim()
  const [row] = await db
    .select({ ambassador: ambassadors, user: users })
    .from(ambassadors)
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(
      or(
        isUuid(clean) ? eq(ambassadors.userId, clean) : undefined,
        eq(sql`lower(${users.email})`, clean.toLowerCase()),
        eq(ambassadors.code, clean.toUpperCase()),
      ),
    )
    .limit(1)
  return row ?? null
}
