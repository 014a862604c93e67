// @vitest-environment node
import { parse } from 'graphql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createSchemaFetch } from '../test/schema-fetch'
import { createGqlClients, type GqlClients, type SSRData } from './clients'
import { createServerPublicClient } from './server-client'

const helloQuery = parse(`
  query Hello($name: String) {
    hello(name: $name)
  }
`)

const entries = new Map<string, string>()
let clients: GqlClients | undefined

beforeEach(() => {
  entries.clear()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  clients?.dispose()
  clients = undefined
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function renderedOnServer(): Promise<SSRData> {
  const server = createServerPublicClient({
    apiOrigin: 'http://api.test',
    locale: 'en',
    fetch: createSchemaFetch(),
  })
  await server.client.query(helloQuery, { name: 'Ana' }).toPromise()
  return server.extractData()
}

function browser(data: SSRData | undefined) {
  const fetch = createSchemaFetch()
  clients = createGqlClients({
    origin: 'https://shop.test',
    locale: 'en',
    scopes: { public: { tokenStorage: 'localStorage' } },
    fetch,
    ...(data ? { hydration: { data } } : {}),
  })
  return { clients, fetch }
}

describe('hydrating the browser clients from the server render', () => {
  it("answers from the server's data until 100 ms after hydration, then refetches", async () => {
    const { clients, fetch } = browser(await renderedOnServer())
    const client = clients.client('public')
    const first = await client
      .query(helloQuery, { name: 'Ana' }, { requestPolicy: 'cache-and-network' })
      .toPromise()
    expect(first.data).toEqual({ hello: 'Hello Ana' })
    expect(fetch.calls).toBe(0)

    clients.hydrated()
    vi.advanceTimersByTime(99)
    await client.query(helloQuery, { name: 'Ana' }, { requestPolicy: 'network-only' }).toPromise()
    expect(fetch.calls).toBe(0)

    vi.advanceTimersByTime(1)
    await client.query(helloQuery, { name: 'Ana' }, { requestPolicy: 'network-only' }).toPromise()
    expect(fetch.calls).toBe(1)
  })

  it('takes data restored after creation', async () => {
    const { clients, fetch } = browser(undefined)
    expect(clients.client('public')).toBeDefined()
    const data = await renderedOnServer()
    const hydrating = createGqlClients({
      origin: 'https://shop.test',
      scopes: { public: { tokenStorage: 'localStorage' } },
      fetch,
      hydration: {},
    })
    hydrating.restore(data)
    const result = await hydrating
      .client('public')
      .query(helloQuery, { name: 'Ana' }, { requestPolicy: 'cache-and-network' })
      .toPromise()
    expect(result.data).toEqual({ hello: 'Hello Ana' })
    expect(fetch.calls).toBe(0)
    hydrating.dispose()
  })

  it('starts a client made after a sign-in empty and on the network', async () => {
    const { clients, fetch } = browser(await renderedOnServer())
    clients.login('public', 'token')
    await clients
      .client('public')
      .query(helloQuery, { name: 'Ana' }, { requestPolicy: 'cache-and-network' })
      .toPromise()
    expect(fetch.calls).toBe(1)
  })

  it('fetches at once without hydration', async () => {
    const { clients, fetch } = browser(undefined)
    await clients
      .client('public')
      .query(helloQuery, { name: 'Ana' }, { requestPolicy: 'cache-and-network' })
      .toPromise()
    expect(fetch.calls).toBe(1)
  })
})
