import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador, liveOperation } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { ambassadorOperations } from '../../db/schema'
import { programmeCodeResolver } from './programme-codes'
import { operationState } from './operation-state'
import { findLiveOperation } from '../attribution/referrals.service'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

/** What each use of "live" says of an operation at an instant. */
async function uses(operationId: string, ambassadorId: string, code: string, at: Date) {
  const db = api.database.handle.db
  const [row] = await db
    .select()
    .from(ambassadorOperations)
    .where(eq(ambassadorOperations.id, operationId))
  if (!row) throw new Error('No operation')
  const referral = await findLiveOperation(db, ambassadorId, at)
  const checkout = await programmeCodeResolver.resolve(db, code, at)
  return {
    state: operationState(row, at) === 'LIVE',
    referrals: referral?.id === operationId,
    checkout: checkout?.operationId === operationId,
  }
}

describe('a live operation', () => {
  it('is live in referrals, checkout and its state alike, up to the instant of its close', async () => {
    const who = await approvedAmbassador(api, 'Lina Boundary')
    const operation = await liveOperation(api, who.token)
    const closesAt = new Date(Date.now() + 60 * 60_000)
    await api.database.handle.db
      .update(ambassadorOperations)
      .set({ closedAt: closesAt })
      .where(eq(ambassadorOperations.id, operation.id))

    const before = new Date(closesAt.getTime() - 1)
    expect(await uses(operation.id, who.id, operation.code, before)).toEqual({
      state: true,
      referrals: true,
      checkout: true,
    })
    expect(await uses(operation.id, who.id, operation.code, closesAt)).toEqual({
      state: false,
      referrals: false,
      checkout: false,
    })
  })
})
