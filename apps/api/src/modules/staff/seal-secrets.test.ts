import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, silentLogger, type TestDatabase } from '../../../test/database'
import { loadConfig } from '../../config'
import { openMigratedDatabase } from '../../db/client'
import { staffMembers } from '../../db/schema'
import { prepareDatabase } from '../../server'
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

describe('starting the server on a database holding a plain TOTP secret', () => {
  it('seals it under the configured key before serving', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'comptoir-seal-'))
    const key = randomBytes(32)
    const secret = newTotpSecret()
    try {
      const before = await openMigratedDatabase(
        { databaseUrl: null, dataDir: join(folder, 'db') },
        silentLogger,
      )
      await before.db.insert(staffMembers).values({
        email: 'former@staff.test',
        name: 'Former',
        role: 'owner',
        status: 'active',
        totpSecret: secret,
      })
      await before.close()
      const config = loadConfig({
        DATABASE_URL: '',
        DATA_DIR: join(folder, 'db'),
        MAIL_DIR: join(folder, 'mail'),
        STAFF_SECRET_KEY: key.toString('hex'),
      })
      const started = await prepareDatabase(config, silentLogger)
      try {
        const [row] = await started.db
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.email, 'former@staff.test'))
        expect(row!.totpSecret).not.toContain(secret)
        expect(createSecretBox(key).open(row!.totpSecret!)).toBe(secret)
      } finally {
        await started.close()
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 120_000)
})
