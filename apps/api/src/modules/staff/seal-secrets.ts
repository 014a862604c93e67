import { and, eq, isNotNull, notLike } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { staffMembers } from '../../db/schema'
import { sealedPrefix, type SecretBox } from './secret-box'

/**
 * Seals the TOTP secrets still stored plain (from before they were sealed), once each: a row is
 * updated only while it holds the plain value read, so instances starting together seal it once.
 *
 * @returns how many secrets this call sealed
 */
export async function sealPlainTotpSecrets(db: Database, secrets: SecretBox): Promise<number> {
  const plain = await db
    .select({ id: staffMembers.id, totpSecret: staffMembers.totpSecret })
    .from(staffMembers)
    .where(
      and(isNotNull(staffMembers.totpSecret), notLike(staffMembers.totpSecret, `${sealedPrefix}%`)),
    )
  let sealed = 0
  for (const row of plain) {
    if (row.totpSecret === null) continue
    const updated = await db
      .update(staffMembers)
      .set({ totpSecret: secrets.seal(row.totpSecret) })
      .where(and(eq(staffMembers.id, row.id), eq(staffMembers.totpSecret, row.totpSecret)))
      .returning({ id: staffMembers.id })
    sealed += updated.length
  }
  return sealed
}
