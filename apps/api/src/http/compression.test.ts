import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'
import { productPageQuery } from '../../test/catalog'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { demoData } from '../seed/demo-data'
import { seedDatabase } from '../seed/seed'

let folder: string
let api: TestApp
// A page the server writes as it answers (the client shell here), well above the threshold.
const page = `<!doctype html><title>shop</title>${'<p>Washed linen, made to last.</p>'.repeat(80)}`

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'comptoir-compression-'))
  for (const name of ['shop', 'ambassador']) {
    await mkdir(join(folder, name), { recursive: true })
    await writeFile(join(folder, name, 'index.html'), page)
  }
  api = await startTestApp({
    env: { NODE_ENV: 'production' },
    app: { appRoots: { shop: join(folder, 'shop'), ambassador: join(folder, 'ambassador') } },
  })
  await seedDatabase(api.database.handle.db, demoData, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
  await rm(folder, { recursive: true, force: true })
})

const productPage = (encoding?: string) =>
  api.app.fastify.inject({
    method: 'POST',
    url: '/gql/public',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      ...(encoding && { 'accept-encoding': encoding }),
    },
    payload: JSON.stringify({ query: print(productPageQuery), variables: { first: 20 } }),
  })

describe('compressed answers', () => {
  it('sends a GraphQL answer in Brotli or gzip to a client that takes it, and plain otherwise', async () => {
    const plain = await productPage()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const answer = plain.json<{ data: { products: { edges: unknown[] } } }>()
    expect(answer.data.products.edges).toHaveLength(20)

    const brotli = await productPage('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(answer)
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)

    const gzip = await productPage('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer)
  })

  it('compresses the pages it writes, on both hosts, and leaves small answers alone', async () => {
    for (const host of ['localhost', 'ambassador.localhost']) {
      const response = await api.app.fastify.inject({
        url: '/',
        headers: { host, 'accept-encoding': 'br' },
      })
      expect(response.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page)
    }
    const small = await api.app.fastify.inject({
      method: 'POST',
      url: '/gql/public',
      headers: { host: 'localhost', 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ data: { __typename: 'Query' } })
  })
})
