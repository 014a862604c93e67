import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../../../test/database'
import { staffMembers } from '../../db/schema'
import { sealPlainTotpSecrets } from './seal-secrets'
import { createSecretBox } from './secret-box'
import { newTotpSecret } from './totp'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 4 })
})

afterAll(async () => {
  await database.drop()
})

describe('sealing the TOTP secrets stored plain before sealing', () => {
  it('seals each plain secret once, even from two instances at once, and leaves sealed ones', async () => {
    const { db } = database.handle
    const box = createSecretBox(randomBytes(32))
    const plain = [newTotpSecret(), newTotpSecret(), newTotpSecret()]
    const rows = await db
      .insert(staffMembers)
      .values([
        ...plain.map((totpSecret, index) => ({
          email: `plain-${String(index)}@staff.test`,
          name: 'Plain',
          role: 'owner' as const,
          status: 'active' as const,
          totpSecret,
        })),
        {
          email: 'sealed@staff.test',
          name: 'Sealed',
          role: 'orders',
          status: 'active',
          totpSecret: box.seal('ALREADYSEALEDSECRET234567'),
        },
        {
          email: 'none@staff.test',
          name: 'None',
          role: 'orders',
          status: 'active',
          totpSecret: null,
        },
      ])
      .returning()
    const sealedBefore = rows[3]!.totpSecret

    const counts = await Promise.all([sealPlainTotpSecrets(db, box), sealPlainTotpSecrets(db, box)])
    expect(counts[0] + counts[1]).toBe(plain.length)
    expect(await sealPlainTotpSecrets(db, box)).toBe(0)

    for (const [index, secret] of plain.entries()) {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, rows[index]!.id))
      expect(row!.totpSecret).toMatch(/^v1:/)
      expect(row!.totpSecret).not.toContain(secret)
      expect(box.open(row!.totpSecret!)).toBe(secret)
    }
    const [sealed] = await db.select().from(staffMembers).where(eq(staffMembers.id, rows[3]!.id))
    expect(sealed!.totpSecret).toBe(sealedBefore)
    const [none] = await db.select().from(staffMembers).where(eq(staffMembers.id, rows[4]!.id))
    expect(none!.totpSecret).toBeNull()
  })
})
