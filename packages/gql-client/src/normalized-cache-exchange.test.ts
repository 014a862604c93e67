// @vitest-environment node
import { parse } from 'graphql'
import { Client, fetchExchange } from '@urql/core'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { createSchemaFetch } from '../test/schema-fetch'
import { normalizedCacheExchange, type GqlCacheConfig } from './normalized-cache-exchange'

const productsQuery = parse(`
  query Products($first: Int, $after: String) {
    products(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
          price {
            amount
            currency
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`)

const sampleConfig: GqlCacheConfig = {
  keys: { Money: () => null },
  relayConnections: { Query: ['products'] },
}

function clientWith(config: GqlCacheConfig): {
  client: Client
  fetch: ReturnType<typeof createSchemaFetch>
} {
  const fetch = createSchemaFetch()
  const client = new Client({
    url: 'http://api.test/gql/public',
    preferGetMethod: false,
    fetch,
    exchanges: [normalizedCacheExchange(config), fetchExchange],
  })
  return { client, fetch }
}

interface ProductsData {
  products: { edges: { node: { name: string } }[]; pageInfo: { endCursor: string | null } }
}

let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  warn.mockRestore()
})

describe('normalizedCacheExchange', () => {
  it('caches the sample schema without warnings when id-less types are declared', async () => {
    const { client, fetch } = clientWith(sampleConfig)
    const first = await client.query<ProductsData>(productsQuery, { first: 2 }).toPromise()
    expect(first.data?.products.edges.map((edge) => edge.node.name)).toEqual(['Coffee', 'Tea'])
    const again = await client.query<ProductsData>(productsQuery, { first: 2 }).toPromise()
    expect(again.data).toEqual(first.data)
    expect(fetch.calls).toBe(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns about an undeclared id-less type (the check above can fail)', async () => {
    const { client } = clientWith({ relayConnections: { Query: ['products'] } })
    await client.query(productsQuery, { first: 1 }).toPromise()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Money'))
  })

  it('merges Relay pages into one connection', async () => {
    const { client } = clientWith(sampleConfig)
    const page1 = await client.query<ProductsData>(productsQuery, { first: 2 }).toPromise()
    const after = page1.data?.products.pageInfo.endCursor
    const page2 = await client.query<ProductsData>(productsQuery, { first: 2, after }).toPromise()
    expect(page2.data?.products.edges.map((edge) => edge.node.name)).toEqual([
      'Coffee',
      'Tea',
      'Cocoa',
      'Mate',
    ])
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps the app resolvers beside the pagination helper', async () => {
    const { client } = clientWith({
      ...sampleConfig,
      resolvers: {
        Product: { name: (parent) => (typeof parent.name === 'string' ? `~${parent.name}` : null) },
      },
    })
    const result = await client.query<ProductsData>(productsQuery, { first: 1 }).toPromise()
    expect(result.data?.products.edges[0]?.node.name).toBe('~Coffee')
  })
})
