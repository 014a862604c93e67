import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { silentLogger } from '../../test/database'
import { openMigratedDatabase } from '../db/client'
import { auditLog, staffMembers, staffRecoveryCodes } from '../db/schema'
import { createSecretBox } from '../modules/staff/secret-box'
import { createStaffAuthService } from '../modules/staff/staff-auth.service'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { apiRoot } from '../paths'
import { createMemoryRateLimiter, defaultRateLimits } from '../rate-limit/limiter'

let dataDir: string
const staffSecretKey = randomBytes(32)

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'comptoir-admin-cli-'))
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/** Runs `admin …` as an operator does, the password on standard input. */
async function runAdmin(args: string[], input: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: join(dataDir, 'db'),
      MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      STAFF_SECRET_KEY: staffSecretKey.toString('base64'),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let printed = ''
  let errors = ''
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  child.stdin.end(input)
  const code = await new Promise((resolve) => child.once('exit', resolve))
  return { code, printed, errors }
}

describe('pnpm --filter @comptoir/api admin create-owner', () => {
  it('makes an owner who signs in with the printed secret, and writes an audit row', async () => {
    const created = await runAdmin(
      ['create-owner', 'first@owner.test', '--name', 'First'],
      'an owner passphrase\n',
    )
    expect(created.errors).toBe('')
    expect(created.code).toBe(0)
    const secret = /secret: ([A-Z2-7 ]+)\n/.exec(created.printed)?.[1]?.replaceAll(' ', '')
    expect(created.printed).toContain(`otpauth://totp/Comptoir:first%40owner.test?secret=${secret}`)
    const recovery = created.printed.match(/^ {2}[a-z0-9]{5}-[a-z0-9]{5}$/gm) ?? []
    expect(recovery).toHaveLength(10)

    const refused = await runAdmin(['create-owner', 'first@owner.test'], 'an owner passphrase\n')
    expect(refused.code).toBe(1)
    expect(refused.errors).toContain('A staff member already has this e-mail address')

    const database = await openMigratedDatabase(
      { databaseUrl: null, dataDir: join(dataDir, 'db') },
      silentLogger,
    )
    try {
      const [owner] = await database.db.select().from(staffMembers)
      expect(owner).toMatchObject({ email: 'first@owner.test', role: 'owner', status: 'active' })
      // The secret is kept sealed under STAFF_SECRET_KEY, never as printed.
      expect(owner!.totpSecret).toMatch(/^v1:/)
      expect(owner!.totpSecret).not.toContain(secret)
      const codes = await database.db
        .select()
        .from(staffRecoveryCodes)
        .where(eq(staffRecoveryCodes.staffId, owner!.id))
      expect(codes.map((row) => row.codeHash)).not.toContain(recovery[0]?.trim())
      expect(await database.db.select().from(auditLog)).toMatchObject([
        { actorId: null, actorLabel: 'cli', action: 'staff.owner_created', recordId: owner!.id },
      ])
      const auth = createStaffAuthService({
        db: database.db,
        hasher: createPasswordHasher(),
        limiter: createMemoryRateLimiter(),
        limits: defaultRateLimits,
        secrets: createSecretBox(staffSecretKey),
      })
      const caller = { ip: '127.0.0.1', locale: 'en' as const, userAgent: null }
      const first = await auth.signIn(
        { email: 'first@owner.test', password: 'an owner passphrase' },
        caller,
      )
      if (!first.ok) throw new Error(JSON.stringify(first.errors))
      const session = await auth.verifySecondFactor(
        first.value.challenge,
        { code: await generate({ secret: secret! }) },
        caller,
      )
      expect(session.ok).toBe(true)
    } finally {
      await database.close()
    }
  }, 60_000)
})
