// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { portalCache } from './portal-cache'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { apiSchema, cachedClient, mutationNames } from '@comptoir/gql-client/testing'

const operationsDocument = graphql(`
  query Operations($first: Int, $after: String) {
    operations(first: $first, after: $after) {
      edges {
        node {
          id
          code
          salesGoal {
            amount
            currency
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`)
const createOperationDocument = graphql(`
  mutation CreateOperation($input: OperationInput!) {
    createOperation(input: $input) {
      operation {
        id
        code
      }
      errors {
        field
        message
      }
    }
  }
`)

function programme() {
  const operations = ['SPRING', 'SUMMER', 'AUTUMN'].map((code, index) => ({
    id: `op${String(index + 1)}`,
    code,
    salesGoal: { amount: 100_000, currency: 'EUR' },
  }))
  return {
    operations: ({ first, after }: { first: number; after?: string | null }) => {
      const start = after ? Number(after) : 0
      const page = operations.slice(start, start + first)
      return {
        edges: page.map((node) => ({ node })),
        pageInfo: {
          endCursor: String(start + page.length),
          hasNextPage: start + first < operations.length,
        },
      }
    },
    createOperation: ({ input }: { input: { code: string } }) => {
      const operation = {
        id: `op${String(operations.length + 1)}`,
        code: input.code,
        salesGoal: { amount: 0, currency: 'EUR' },
      }
      operations.unshift(operation)
      return { operation, errors: [] }
    },
  }
}

function setup() {
  return cachedClient('ambassador', portalCache, programme())
}

describe('the portal cache', () => {
  it('updates only mutations the schema has', () => {
    const mutations = mutationNames(apiSchema('ambassador'))
    const updated = Object.keys(portalCache.updates?.Mutation ?? {})
    expect(updated).toEqual(expect.arrayContaining(['createOperation', 'requestPayout']))
    for (const field of updated) expect(mutations).toContain(field)
  })

  it('refetches the operations after createOperation', async () => {
    const { client, fetch, warnings } = setup()
    await client.query(operationsDocument, { first: 10 }).toPromise()
    await client
      .mutation(createOperationDocument, {
        input: {
          code: 'WINTER',
          name: 'Winter',
          customerDiscount: 10,
          salesGoal: 1000,
          startsAt: '2026-12-01',
          endsAt: '2026-12-31',
        },
      })
      .toPromise()
    const after = await client.query(operationsDocument, { first: 10 }).toPromise()
    expect(after.data?.operations.edges[0]?.node.code).toBe('WINTER')
    expect(fetch.operations).toEqual(['Operations', 'CreateOperation', 'Operations'])
    expect(warnings).toEqual([])
  })

  it('merges the pages of Query.operations', async () => {
    const { client, warnings } = setup()
    await client.query(operationsDocument, { first: 2 }).toPromise()
    const next = await client.query(operationsDocument, { first: 2, after: '2' }).toPromise()
    expect(next.data?.operations.edges.map((edge) => edge.node.code)).toEqual([
      'SPRING',
      'SUMMER',
      'AUTUMN',
    ])
    expect(warnings).toEqual([])
  })
})
