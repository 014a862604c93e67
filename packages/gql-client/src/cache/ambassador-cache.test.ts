// @vitest-environment node
import { Client, fetchExchange } from '@urql/core'
import { describe, expect, it } from 'vitest'

import { apiSchema, executingFetch } from '../../test/api-schema'
import { graphql } from '../ambassador-graphql'
import { normalizedCacheExchange } from '../normalized-cache-exchange'
import { ambassadorCacheConfig } from './ambassador-cache'

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
  }
}

function setup() {
  const warnings: string[] = []
  const fetch = executingFetch(apiSchema('ambassador'), programme())
  const client = new Client({
    url: 'http://api.test/gql/ambassador',
    preferGetMethod: false,
    fetch,
    exchanges: [
      normalizedCacheExchange({
        ...ambassadorCacheConfig,
        logger: (severity, message) => {
          if (severity !== 'debug') warnings.push(message)
        },
      }),
      fetchExchange,
    ],
  })
  return { client, fetch, warnings }
}

describe('ambassadorCacheConfig', () => {
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
