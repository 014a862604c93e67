import { randomBytes } from 'node:crypto'

import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../../../test/database'
import { loadConfig } from '../../config'
import { auditLog, staffMembers } from '../../db/schema'
import { createMemoryRateLimiter, defaultRateLimits } from '../../rate-limit/limiter'
import { demoData, demoDataFor } from '../../seed/demo-data'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import { createSecretBox } from './secret-box'
import { createStaffAuthService } from './staff-auth.service'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

describe('the demo owner of the back office', () => {
  it('is seeded where the back office is local, and signs in with the secret README.md gives', async () => {
    const { db } = database.handle
    const hasher = createPasswordHasher()
    const config = loadConfig({ NODE_ENV: 'production', ADMIN_URL: 'http://admin.localhost:3000' })
    expect(config.staffSecretKey.demo).toBe(true)
    await seedDatabase(db, demoDataFor(config), hasher)
    const [owner] = await db.select().from(staffMembers)
    expect(owner).toMatchObject({ email: 'owner@comptoir.test', role: 'owner', status: 'active' })
    // Sealed at rest under the demo key, like any other secret.
    expect(owner!.totpSecret).toMatch(/^v1:/)
    expect(owner!.totpSecret).not.toContain('COMPTOIRDEMOOWNERSECRETKEY234567')
    expect(await db.select().from(auditLog)).toMatchObject([
      { actorLabel: 'seed', action: 'staff.owner_created', recordId: owner!.id },
    ])
    const auth = createStaffAuthService({
      db,
      hasher,
      limiter: createMemoryRateLimiter(),
      limits: defaultRateLimits,
      secrets: createSecretBox(config.staffSecretKey.key),
    })
    const caller = { ip: '127.0.0.1', locale: 'en' as const, userAgent: null }
    const first = await auth.signIn(
      { email: 'owner@comptoir.test', password: 'comptoir-demo-2026' },
      caller,
    )
    if (!first.ok) throw new Error(JSON.stringify(first.errors))
    const code = await generate({ secret: 'COMPTOIRDEMOOWNERSECRETKEY234567' })
    expect((await auth.verifySecondFactor(first.value.challenge, { code }, caller)).ok).toBe(true)
  })

  it('is left out of a deployment on a real host', () => {
    const staffSecretKey = { key: randomBytes(32), demo: false }
    expect(
      demoDataFor({ adminUrl: 'https://admin.shop.example', staffSecretKey }).staff,
    ).toBeUndefined()
    expect(demoData.staff).toBeUndefined()
  })
})
