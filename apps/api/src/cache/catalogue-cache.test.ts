import { randomBytes } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'

import { graphql } from '@comptoir/gql-client/public-graphql'
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'
import { silentLogger } from '../../test/database'
import { productPageQuery } from '../../test/catalog'
import { placeOrderWith } from '../../test/ambassador-orders'
import { setStock, variantIds } from '../../test/commerce'
import { fixture } from '../../test/fixture'
import { products } from '../db/schema'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { createMemoryPubSub } from '../pubsub/pubsub'
import { createRedisPubSub } from '../pubsub/redis-pubsub'
import { catalogueKey } from '../pubsub/topics'
import { seedDatabase } from '../seed/seed'

let api: TestApp

beforeAll(async () => {
  // A pub/sub of its own: other test files' events (on a shared Redis) must not drop entries here.
  api = await startTestApp({ app: { pubsub: createMemoryPubSub() } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

const productStockQuery = graphql(`
  query ProductStock($slug: String!) {
    product(slug: $slug) {
      name
      stockStatus
      variants {
        sku
        stockStatus
      }
    }
  }
`)

const inStockQuery = graphql(`
  query InStockList {
    products(first: 20, inStock: true) {
      totalCount
      edges {
        node {
          slug
        }
      }
    }
  }
`)

const viewerQuery = graphql(`
  query Viewer {
    me {
      id
    }
    categories {
      slug
    }
  }
`)

const statements = () => api.database.handle.statementCount

/** An operation's answer and the SQL statements it cost (0: answered from the cache). */
async function costOf<Data, Variables>(
  ...[operation, request]: Parameters<typeof api.gql<Data, Variables>>
) {
  const before = statements()
  const response = await api.gql(operation, request)
  expect(response.status).toBe(200)
  expect(response.body.errors).toBeUndefined()
  return { data: response.body.data!, statements: statements() - before }
}

async function productId(slug: string): Promise<string> {
  const rows = await api.database.handle.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
  const found = rows.find((row) => row.slug === slug)
  if (!found) throw new Error(`no product ${slug}`)
  return found.id
}

/** Announces that products changed, as checkout and the admin commands do after their commit. */
async function announce(slugs: string[]) {
  const productIds = await Promise.all(slugs.map(productId))
  await api.app.services.pubsub.publish('catalogueChanged', catalogueKey, { productIds })
}

const slugs = (list: { data: { products: { edges: { node: { slug: string } }[] } } }) =>
  list.data.products.edges.map((edge) => edge.node.slug)

describe('the catalogue response cache', () => {
  it('answers the same document, variables and language again without SQL', async () => {
    const first = await costOf(productPageQuery, { variables: { first: 2 } })
    expect(first.statements).toBe(1)
    const again = await costOf(productPageQuery, { variables: { first: 2 } })
    expect(again.statements).toBe(0)
    expect(again.data).toEqual(first.data)

    const otherVariables = await costOf(productPageQuery, { variables: { first: 3 } })
    expect(otherVariables.statements).toBe(1)
    const french = await costOf(productPageQuery, {
      variables: { first: 2 },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    })
    expect(french.statements).toBe(1)
    expect(french.data.products.edges.map((edge) => edge.node.name)).toContain('Torchon')
    expect(again.data.products.edges.map((edge) => edge.node.name)).toContain('Tea towel')
    const frenchAgain = await costOf(productPageQuery, {
      variables: { first: 2 },
      headers: { 'accept-language': 'fr' },
    })
    expect(frenchAgain.statements).toBe(0)
    expect(frenchAgain.data).toEqual(french.data)
  })

  it('never keeps an answer that depends on who asks', async () => {
    const stored = api.app.caches?.responses.stats().stored
    await costOf(viewerQuery)
    await costOf(viewerQuery)
    expect(api.app.caches?.responses.stats().stored).toBe(stored)
  })

  it('answers GET from the cache only with the CSRF header Yoga asks for', async () => {
    const query = encodeURIComponent(print(productStockQuery))
    const variables = encodeURIComponent(JSON.stringify({ slug: 'tea-towel' }))
    const url = `/gql/public?query=${query}&variables=${variables}`
    const get = (headers: Record<string, string>) =>
      api.app.fastify.inject({ method: 'GET', url, headers })
    const first = await get({ 'x-graphql-yoga-csrf': '1' })
    expect(first.statusCode).toBe(200)
    const before = statements()
    const again = await get({ 'x-graphql-yoga-csrf': '1' })
    expect(statements()).toBe(before)
    expect(again.body).toBe(first.body)
    expect((await get({})).statusCode).toBe(403)
  })

  it('sends kept answers compressed once, as the client asks', async () => {
    const request = {
      method: 'POST' as const,
      url: '/gql/public',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: print(productPageQuery), variables: { first: 4 } }),
    }
    const first = await api.app.fastify.inject(request)
    const before = statements()
    const again = await api.app.fastify.inject(request)
    expect(statements()).toBe(before)
    expect(again.headers['content-encoding']).toBe('br')
    expect(String(again.headers.vary)).toContain('Accept-Encoding')
    expect(again.headers['cache-control']).toBe('no-store')
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    )
  })

  it('shows a variant sold out by an order at once, keeps the other products, and brings it back on cancel', async () => {
    await setStock(api, 'MAR-S', 0)
    await setStock(api, 'MAR-M', 1)
    // Stock written behind the API's back: announced the way checkout and the admin commands do.
    await announce(['mariniere'])
    const before = await costOf(productStockQuery, { variables: { slug: 'mariniere' } })
    expect(before.data.product?.variants.map((variant) => variant.stockStatus)).toEqual([
      'OUT_OF_STOCK',
      'LOW_STOCK',
    ])
    await costOf(productStockQuery, { variables: { slug: 'tea-towel' } })
    expect(slugs(await costOf(inStockQuery))).toContain('mariniere')
    expect((await costOf(productStockQuery, { variables: { slug: 'mariniere' } })).statements).toBe(
      0,
    )

    const [variantId] = Object.values(await variantIds(api, ['MAR-M']))
    if (!variantId) throw new Error('no MAR-M')
    const number = await placeOrderWith(api, { variantId, quantity: 1 })
    await expect
      .poll(
        async () => (await costOf(productStockQuery, { variables: { slug: 'mariniere' } })).data,
      )
      .toMatchObject({
        product: {
          stockStatus: 'OUT_OF_STOCK',
          variants: [{ stockStatus: 'OUT_OF_STOCK' }, { stockStatus: 'OUT_OF_STOCK' }],
        },
      })
    expect(slugs(await costOf(inStockQuery))).not.toContain('mariniere')
    const unrelated = await costOf(productStockQuery, { variables: { slug: 'tea-towel' } })
    expect(unrelated.statements).toBe(0)
    expect(unrelated.data.product?.stockStatus).toBe('IN_STOCK')

    expect(await api.app.services.orderAdmin.cancel(number, { actor: 'admin' })).toMatchObject({
      ok: true,
    })
    const back = await costOf(productStockQuery, { variables: { slug: 'mariniere' } })
    expect(back.statements).toBe(1)
    expect(back.data.product?.stockStatus).toBe('LOW_STOCK')
    expect(slugs(await costOf(inStockQuery))).toContain('mariniere')
    expect((await costOf(productStockQuery, { variables: { slug: 'tea-towel' } })).statements).toBe(
      0,
    )
  })

  it('drops everything on an event naming no product', async () => {
    await costOf(productStockQuery, { variables: { slug: 'tea-towel' } })
    await api.app.services.pubsub.publish('catalogueChanged', catalogueKey, { productIds: null })
    expect((await costOf(productStockQuery, { variables: { slug: 'tea-towel' } })).statements).toBe(
      1,
    )
  })
})

describe.skipIf(!process.env.REDIS_URL)(
  'two instances sharing Redis (needs REDIS_URL; skipped otherwise)',
  () => {
    it("drops the other instance's entry when one instance announces a change", async () => {
      const redisUrl = String(process.env.REDIS_URL)
      // Channels of their own, so that no other test's event reaches these two instances.
      const channelPrefix = `test-${randomBytes(6).toString('hex')}:`
      const pubsubFor = () =>
        createRedisPubSub({ url: redisUrl, logger: silentLogger, channelPrefix })
      const [first, second] = await Promise.all(
        [0, 1].map(() => startTestApp({ database: api.database, app: { pubsub: pubsubFor() } })),
      )
      if (!first || !second) throw new Error('two instances expected')
      try {
        await setStock(api, 'MAR-S', 12)
        const ask = async (instance: TestApp, slug: string) => {
          const before = statements()
          const response = await instance.gql(productStockQuery, { variables: { slug } })
          return { product: response.body.data?.product, statements: statements() - before }
        }
        expect((await ask(second, 'mariniere')).product?.stockStatus).toBe('IN_STOCK')
        await ask(second, 'tea-towel')
        expect((await ask(second, 'mariniere')).statements).toBe(0)

        for (const sku of ['MAR-S', 'MAR-M']) await setStock(api, sku, 0)
        // Announced on the first instance only.
        await first.app.services.pubsub.publish('catalogueChanged', catalogueKey, {
          productIds: [await productId('mariniere')],
        })
        await expect
          .poll(async () => (await ask(second, 'mariniere')).product?.stockStatus, {
            timeout: 5000,
          })
          .toBe('OUT_OF_STOCK')
        expect((await ask(second, 'tea-towel')).statements).toBe(0)
      } finally {
        await Promise.all([first.close(), second.close()])
      }
    })
  },
)
