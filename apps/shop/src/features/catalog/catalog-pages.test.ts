// @vitest-environment node
import { normalizedCacheExchange } from '@comptoir/gql-client/cache'
import { readFragment } from '@comptoir/gql-client/public-graphql'
import { Client, fetchExchange } from 'urql'
import { describe, expect, it } from 'vitest'

import { shopCache } from '../../shop-cache'
import { productListDocument } from './catalog.graphql'
import { productCardFragment } from './product-grid.graphql'
import { productListVariables } from './catalog-queries'
import { cursorBeforePage, pageSize } from './product-search'

const total = 38

const card = (index: number) => ({
  __typename: 'Product',
  id: `p${String(index)}`,
  slug: `product-${String(index)}`,
  name: `Product ${String(index)}`,
  stockStatus: 'IN_STOCK',
  price: { __typename: 'Money', amount: 1000 + index, currency: 'EUR' },
  compareAtPrice: null,
  images: [],
  category: { __typename: 'Category', id: 'c1', name: 'Linen' },
})

/** The catalogue's answers: 38 products, 20 a page, from the offset the cursor names. */
function catalogueClient() {
  const sent: (string | null)[] = []
  const client = new Client({
    url: 'http://shop.test/gql/public',
    preferGetMethod: false,
    exchanges: [normalizedCacheExchange(shopCache), fetchExchange],
    fetch: (_url, init) => {
      const { variables } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        variables: { first: number; after?: string | null }
      }
      const after = variables.after ?? null
      sent.push(after)
      const start = after ? Number(atob(after).split(':')[1]) + 1 : 0
      const end = Math.min(total, start + variables.first)
      const indexes = Array.from({ length: end - start }, (_, offset) => start + offset)
      const products = {
        __typename: 'ProductConnection',
        totalCount: total,
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: end < total,
          endCursor: btoa(`OffsetConnection:${String(end - 1)}`),
        },
        edges: indexes.map((index) => ({
          __typename: 'ProductEdge',
          cursor: btoa(`OffsetConnection:${String(index)}`),
          node: card(index),
        })),
      }
      return Promise.resolve(
        new Response(JSON.stringify({ data: { products } }), {
          headers: { 'content-type': 'application/json' },
        }),
      )
    },
  })
  return { client, sent }
}

async function namesOnPage(client: Client, page: number) {
  const result = await client
    .query(productListDocument, productListVariables({ page }), { requestPolicy: 'cache-first' })
    .toPromise()
  return (
    result.data?.products.edges.map((edge) => readFragment(productCardFragment, edge.node).name) ??
    []
  )
}

describe('the catalogue’s pages in the shop’s cache', () => {
  it('shows each page alone, whichever pages were read before', async () => {
    const { client, sent } = catalogueClient()
    const first = Array.from({ length: pageSize }, (_, index) => `Product ${String(index)}`)
    const second = Array.from(
      { length: total - pageSize },
      (_, index) => `Product ${String(pageSize + index)}`,
    )
    expect(await namesOnPage(client, 1)).toEqual(first)
    expect(await namesOnPage(client, 2)).toEqual(second)
    expect(await namesOnPage(client, 1)).toEqual(first)
    expect(await namesOnPage(client, 2)).toEqual(second)
    // Pages read once are answered from the cache afterwards.
    expect(sent).toEqual([null, cursorBeforePage(2)])
  })
})
