import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../../../test/database'
import { auditLog, staffMembers } from '../../db/schema'
import { createMemoryRateLimiter, defaultRateLimits } from '../../rate-limit/limiter'
import { demoData, demoDataFor } from '../../seed/demo-data'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
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
    const data = demoDataFor({ adminUrl: 'http://admin.localhost:3000' })
    await seedDatabase(db, data, hasher)
    const [owner] = await db.select().from(staffMembers)
    expect(owner).toMatchObject({ email: 'owner@comptoir.test', role: 'owner', status: 'active' })
    expect(await db.select().from(auditLog)).toMatchObject([
      { actorLabel: 'seed', action: 'staff.owner_created', recordId: owner!.id },
    ])
    const auth = createStaffAuthService({
      db,
      hasher,
      limiter: createMemoryRateLimiter(),
      limits: defaultRateLimits,
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
    expect(demoDataFor({ adminUrl: 'https://admin.shop.example' }).staff).toBeUndefined()
    expect(demoData.staff).toBeUndefined()
  })
})
