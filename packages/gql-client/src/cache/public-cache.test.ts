// @vitest-environment node
import { Client, fetchExchange } from '@urql/core'
import { describe, expect, it } from 'vitest'

import { apiSchema, executingFetch } from '../../test/api-schema'
import { normalizedCacheExchange } from '../normalized-cache-exchange'
import { graphql } from '../public-graphql'
import { publicCacheConfig } from './public-cache'

const productsDocument = graphql(`
  query Products($first: Int, $after: String) {
    products(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`)

function catalogue() {
  const names = ['Bol', 'Tasse', 'Pichet', 'Plat', 'Vase']
  return {
    products: ({ first, after }: { first: number; after?: string | null }) => {
      const start = after ? Number(after) : 0
      const page = names.slice(start, start + first)
      return {
        edges: page.map((name, index) => ({
          cursor: String(start + index + 1),
          node: { id: `p${String(start + index + 1)}`, name },
        })),
        pageInfo: { endCursor: String(start + page.length), hasNextPage: start + first < 5 },
      }
    },
  }
}

function setup() {
  const warnings: string[] = []
  const fetch = executingFetch(apiSchema('public'), catalogue())
  const client = new Client({
    url: 'http://api.test/gql/public',
    preferGetMethod: false,
    fetch,
    exchanges: [
      normalizedCacheExchange({
        ...publicCacheConfig,
        logger: (severity, message) => {
          if (severity !== 'debug') warnings.push(message)
        },
      }),
      fetchExchange,
    ],
  })
  return { client, fetch, warnings }
}

describe('publicCacheConfig', () => {
  it('merges the pages of Query.products', async () => {
    const { client, warnings } = setup()
    await client.query(productsDocument, { first: 2 }).toPromise()
    const second = await client.query(productsDocument, { first: 2, after: '2' }).toPromise()
    expect(second.data?.products.edges.map((edge) => edge.node.name)).toEqual([
      'Bol',
      'Tasse',
      'Pichet',
      'Plat',
    ])
    expect(second.data?.products.pageInfo).toMatchObject({ endCursor: '4', hasNextPage: true })
    expect(warnings).toEqual([])
  })
})
