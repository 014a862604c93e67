import { graphql, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

let api: TestApp
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

const operationOrdersQuery = graphql(`
  query OperationOrdersPage($operationId: ID!, $first: Int!, $after: String) {
    attributedOrders(operationId: $operationId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          number
          operation {
            id
            code
          }
          commission {
            status
          }
        }
      }
    }
  }
`)

describe('the orders of one operation', () => {
  it('lists every order of the operation, latest first, page after page, and none of the others', async () => {
    const who = await approvedAmbassador(api, 'Room Pages')
    const operation = await liveOperation(api, who.token)
    const placed: string[] = []
    for (let index = 0; index < 5; index += 1) {
      placed.push(await placeOrderWith(api, { variantId: variant, code: operation.code }))
    }
    await placeOrderWith(api, { variantId: variant, code: who.code })

    const seen: string[] = []
    let after: string | null = null
    for (let page = 0; page < 3; page += 1) {
      const response: { body: { data?: ResultOf<typeof operationOrdersQuery> | null } } =
        await onAmbassador(api, who.token, operationOrdersQuery, {
          operationId: operation.id,
          first: 2,
          after,
        })
      const connection: ResultOf<typeof operationOrdersQuery>['attributedOrders'] | undefined =
        response.body.data?.attributedOrders
      expect(connection?.totalCount).toBe(5)
      for (const { node } of connection?.edges ?? []) {
        expect(node.operation?.code).toBe(operation.code)
        seen.push(node.number)
      }
      after = connection?.pageInfo.endCursor ?? null
      expect(connection?.pageInfo.hasNextPage).toBe(page < 2)
    }
    expect(seen).toEqual([...placed].reverse())
  })

  it('gives nothing for an operation of another ambassador or an id that names none', async () => {
    const owner = await approvedAmbassador(api, 'Room Owner')
    const other = await approvedAmbassador(api, 'Room Visitor')
    const operation = await liveOperation(api, owner.token)
    await placeOrderWith(api, { variantId: variant, code: operation.code })
    for (const operationId of [operation.id, 'not-an-id']) {
      const response = await onAmbassador(api, other.token, operationOrdersQuery, {
        operationId,
        first: 20,
      })
      expect(response.body.data?.attributedOrders).toMatchObject({ totalCount: 0, edges: [] })
    }
  })

  it('costs the same SQL statements for a page of one order as for a page of many', async () => {
    const one = await approvedAmbassador(api, 'Room One')
    const many = await approvedAmbassador(api, 'Room Many')
    const small = await liveOperation(api, one.token)
    const large = await liveOperation(api, many.token)
    await placeOrderWith(api, { variantId: variant, code: small.code })
    for (let index = 0; index < 6; index += 1) {
      await placeOrderWith(api, { variantId: variant, code: large.code })
    }
    // The least of three runs: the outbox sending confirmations in the background only adds.
    const statements = async (token: string, operationId: string) => {
      let least = Number.POSITIVE_INFINITY
      for (let run = 0; run < 3; run += 1) {
        const before = api.database.handle.statementCount
        const response = await onAmbassador(api, token, operationOrdersQuery, {
          operationId,
          first: 20,
        })
        expect(response.body.errors).toBeUndefined()
        least = Math.min(least, api.database.handle.statementCount - before)
      }
      return least
    }
    expect(await statements(many.token, large.id)).toBe(await statements(one.token, small.id))
  })
})
