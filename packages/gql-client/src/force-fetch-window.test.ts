// @vitest-environment node
import { parse } from 'graphql'
import { Client, fetchExchange, ssrExchange } from '@urql/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createSchemaFetch } from '../test/schema-fetch'
import { normalizedCacheExchange } from './normalized-cache-exchange'
import {
  createForceFetchWindow,
  forceFetchDelayMs,
  forceFetchWindowExchange,
} from './force-fetch-window'

const helloQuery = parse(`
  query Hello($name: String) {
    hello(name: $name)
  }
`)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createForceFetchWindow', () => {
  it('stays open until 100 ms after hydration', () => {
    const window = createForceFetchWindow()
    expect(forceFetchDelayMs).toBe(100)
    vi.advanceTimersByTime(5000)
    expect(window.isOpen()).toBe(true)
    window.hydrated()
    vi.advanceTimersByTime(99)
    expect(window.isOpen()).toBe(true)
    window.hydrated()
    vi.advanceTimersByTime(1)
    expect(window.isOpen()).toBe(false)
  })

  it('closes at once on close()', () => {
    const window = createForceFetchWindow()
    window.hydrated()
    window.close()
    expect(window.isOpen()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('forceFetchWindowExchange', () => {
  function hydratingClient() {
    const window = createForceFetchWindow()
    const fetch = createSchemaFetch()
    const ssr = ssrExchange({ isClient: true, staleWhileRevalidate: false })
    const client = new Client({
      url: 'http://api.test/gql/public',
      preferGetMethod: false,
      fetch,
      exchanges: [forceFetchWindowExchange(window), normalizedCacheExchange(), ssr, fetchExchange],
    })
    return { window, fetch, ssr, client }
  }

  it("answers network queries from the server's data while open, and fetches after", async () => {
    const serverSsr = ssrExchange({ isClient: false })
    const recording = new Client({
      url: 'http://api.test/gql/public',
      preferGetMethod: false,
      fetch: createSchemaFetch(),
      exchanges: [serverSsr, fetchExchange],
    })
    await recording.query(helloQuery, { name: 'Ana' }).toPromise()
    const { window, fetch, ssr, client } = hydratingClient()
    ssr.restoreData(serverSsr.extractData())

    const during = await client
      .query(helloQuery, { name: 'Ana' }, { requestPolicy: 'cache-and-network' })
      .toPromise()
    expect(during.data).toEqual({ hello: 'Hello Ana' })
    const again = await client
      .query(helloQuery, { name: 'Ana' }, { requestPolicy: 'network-only' })
      .toPromise()
    expect(again.data).toEqual({ hello: 'Hello Ana' })
    expect(fetch.calls).toBe(0)

    window.hydrated()
    vi.advanceTimersByTime(forceFetchDelayMs)
    await client.query(helloQuery, { name: 'Ana' }, { requestPolicy: 'network-only' }).toPromise()
    expect(fetch.calls).toBe(1)
  })

  it('lets queries the server did not render go to the network', async () => {
    const { fetch, client } = hydratingClient()
    const result = await client
      .query(helloQuery, { name: 'Bea' }, { requestPolicy: 'network-only' })
      .toPromise()
    expect(result.data).toEqual({ hello: 'Hello Bea' })
    expect(fetch.calls).toBe(1)
  })
})
