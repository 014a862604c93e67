import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  graphql as ambassadorGraphql,
  type ResultOf,
} from '@comptoir/gql-client/ambassador-graphql'

import {
  approvedAmbassador,
  createOperationMutation,
  liveOperation,
  onAmbassador,
  operationInput,
  publishOperationMutation,
} from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { ambassadorOperations } from '../../db/schema'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const day = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()

const operationsQuery = ambassadorGraphql(`
  query OperationsInOrder($after: String) {
    operations(first: 3, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          code
          state
        }
      }
    }
  }
`)

async function draft(token: string, code: string, startsIn: number, endsIn: number) {
  const created = await onAmbassador(api, token, createOperationMutation, {
    input: operationInput({ code, startsAt: inDays(startsIn), endsAt: inDays(endsIn) }),
  })
  const operation = created.body.data?.createOperation.operation
  if (!operation) throw new Error(JSON.stringify(created.body))
  return operation
}

describe('the operations list', () => {
  it('puts LIVE first, then SCHEDULED and DRAFT by start, then ENDED, the latest ended first', async () => {
    const who = await approvedAmbassador(api, 'Rosa Order')
    // Created in an order that is none of the list's.
    const endedLongAgo = await liveOperation(api, who.token, { code: 'ROSA-OLD' })
    const endedLately = await liveOperation(api, who.token, { code: 'ROSA-LATE' })
    const db = api.database.handle.db
    for (const [operation, endedDaysAgo] of [
      [endedLongAgo, 20],
      [endedLately, 2],
    ] as const) {
      await db
        .update(ambassadorOperations)
        .set({
          startsAt: new Date(Date.now() - (endedDaysAgo + 5) * day),
          endsAt: new Date(Date.now() - endedDaysAgo * day),
        })
        .where(eq(ambassadorOperations.id, operation.id))
    }
    await draft(who.token, 'ROSA-DRAFT', 10, 14)
    const scheduled = await draft(who.token, 'ROSA-SOON', 3, 6)
    await onAmbassador(api, who.token, publishOperationMutation, { id: scheduled.id })
    await liveOperation(api, who.token, { code: 'ROSA-LONG', endsAt: inDays(20) })
    await liveOperation(api, who.token, { code: 'ROSA-NOW', endsAt: inDays(2) })

    const codes: string[] = []
    const states: string[] = []
    let after: string | null = null
    for (let page = 0; page < 3; page += 1) {
      const read: { body: { data?: ResultOf<typeof operationsQuery> | null } } = await onAmbassador(
        api,
        who.token,
        operationsQuery,
        { after },
      )
      const connection = read.body.data?.operations
      if (!connection) throw new Error(JSON.stringify(read.body))
      for (const { node } of connection.edges) {
        codes.push(node.code)
        states.push(node.state)
      }
      if (!connection.pageInfo.hasNextPage) break
      after = connection.pageInfo.endCursor ?? null
    }
    expect(codes).toEqual([
      'ROSA-NOW',
      'ROSA-LONG',
      'ROSA-SOON',
      'ROSA-DRAFT',
      'ROSA-LATE',
      'ROSA-OLD',
    ])
    expect(states).toEqual(['LIVE', 'LIVE', 'SCHEDULED', 'DRAFT', 'ENDED', 'ENDED'])
  })

  it('keeps a closed operation with the ended ones, by the instant it was closed', async () => {
    const who = await approvedAmbassador(api, 'Ada Close')
    const closedEarly = await liveOperation(api, who.token, { code: 'ADA-CLOSED' })
    await liveOperation(api, who.token, { code: 'ADA-LIVE' })
    await api.database.handle.db
      .update(ambassadorOperations)
      .set({ closedAt: new Date(Date.now() - 60_000) })
      .where(eq(ambassadorOperations.id, closedEarly.id))
    const read = await onAmbassador(api, who.token, operationsQuery, { after: null })
    expect(read.body.data?.operations.edges.map(({ node }) => [node.code, node.state])).toEqual([
      ['ADA-LIVE', 'LIVE'],
      ['ADA-CLOSED', 'ENDED'],
    ])
  })
})
