// @vitest-environment node
import { parse } from 'graphql'
import { type Client } from '@urql/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import {
  startGraphQLTestServer,
  waitFor,
  type GraphQLTestServer,
  type GraphQLTestServerOptions,
} from '../test/graphql-test-server'
import { createGqlClients, type GqlClients, type GqlClientsOptions } from './clients'

const helloQuery = parse(`
  query Hello($name: String) {
    hello(name: $name)
  }
`)
const brokenQuery = parse(`
  query Broken {
    broken
  }
`)
const ticksSubscription = parse(`
  subscription Ticks {
    ticks
  }
`)

class MemoryStorage {
  readonly #entries = new Map<string, string>()
  getItem(key: string): string | null {
    return this.#entries.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.#entries.set(key, value)
  }
  removeItem(key: string): void {
    this.#entries.delete(key)
  }
}

let server: GraphQLTestServer
let clients: GqlClients | undefined
let storage: MemoryStorage

beforeEach(() => {
  storage = new MemoryStorage()
  vi.stubGlobal('localStorage', storage)
})

afterEach(async () => {
  clients?.dispose()
  clients = undefined
  await server.close()
})

async function start(
  options: Partial<GqlClientsOptions> = {},
  serverOptions: GraphQLTestServerOptions = {},
): Promise<GqlClients> {
  server = await startGraphQLTestServer(serverOptions)
  clients = createGqlClients({
    origin: server.origin,
    locale: 'fr',
    scopes: {
      public: { tokenStorage: 'localStorage' },
      oldPublic: { tokenStorage: 'localStorage' },
      ambassador: { tokenStorage: 'localStorage' },
    },
    webSocketImpl: WebSocket,
    retryWait: () => Promise.resolve(),
    ...options,
  })
  return clients
}

function subscribeTicks(client: Client): { results: unknown[]; stop: () => void } {
  const results: unknown[] = []
  const subscription = client.subscription(ticksSubscription, {}).subscribe((result) => {
    results.push(result.error ?? result.data)
  })
  return {
    results,
    stop: () => {
      subscription.unsubscribe()
    },
  }
}

describe('createGqlClients over HTTP', () => {
  it('POSTs operationName, variables and query with the auth and locale headers', async () => {
    const clients = await start()
    clients.login('ambassador', 'abc', { skipReset: true })
    const result = await clients.client('ambassador').query(helloQuery, { name: 'Ana' }).toPromise()
    expect(result.data).toEqual({ hello: 'Hello Ana' })

    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/gql/ambassador')
    expect(request?.body).toEqual({
      operationName: 'Hello',
      variables: { name: 'Ana' },
      query: expect.stringContaining('query Hello($name: String)') as string,
    })
    expect(request?.headers.authorization).toBe('Bearer abc')
    expect(request?.headers['accept-language']).toBe('fr')
    expect(request?.headers['content-type']).toBe('application/json')
    const headerNames = Object.keys(request?.headers ?? {})
    expect(headerNames.filter((name) => name.startsWith('apollographql-client'))).toEqual([])
  })

  it('sends each scope its own token, public and oldPublic sharing the endpoint', async () => {
    const clients = await start()
    clients.login('oldPublic', 'Basic xyz')
    await clients.client('public').query(helloQuery, {}).toPromise()
    await clients.client('oldPublic').query(helloQuery, {}).toPromise()
    expect(server.requests.map((request) => request.path)).toEqual(['/gql/public', '/gql/public'])
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(server.requests[1]?.headers.authorization).toBe('Basic xyz')
  })

  it('reports a GraphQL error result to onGraphQLError', async () => {
    const onGraphQLError = vi.fn()
    const clients = await start({ onGraphQLError })
    const result = await clients.client('public').query(brokenQuery, {}).toPromise()
    expect(result.error?.graphQLErrors[0]?.message).toBe('Broken on purpose')
    expect(onGraphQLError).toHaveBeenCalledOnce()
    expect(onGraphQLError).toHaveBeenCalledWith(result.error, 'public', expect.anything())
  })

  it('keeps the transport error messages', async () => {
    const onGraphQLError = vi.fn()
    const clients = await start({ onGraphQLError })
    server.cannedResponse = {
      status: 500,
      body: 'Internal Server Error',
      contentType: 'text/plain',
    }
    const failed = await clients.client('public').query(helloQuery, { name: 'a' }).toPromise()
    expect(failed.error?.networkError?.message).toBe(
      'Response not successful: Received status code 500',
    )

    server.cannedResponse = { status: 200, body: '{}' }
    const empty = await clients.client('public').query(helloQuery, { name: 'b' }).toPromise()
    expect(empty.error?.networkError?.message).toBe(
      "Server response was missing for query 'Hello'.",
    )
    expect(onGraphQLError).toHaveBeenCalledTimes(2)
  })
})

describe('login and logout', () => {
  it('store and remove the token, then restart the socket and empty the cache', async () => {
    const clients = await start()
    const changes = vi.fn()
    clients.subscribe(changes)

    clients.login('ambassador', 't1')
    expect(storage.getItem('apollo:ambassador.token')).toBe('t1')
    expect(clients.isSignedIn('ambassador')).toBe(true)
    const first = clients.client('ambassador')
    await first.query(helloQuery, { name: 'x' }).toPromise()
    expect(first.readQuery(helloQuery, { name: 'x' })?.data).toEqual({ hello: 'Hello x' })
    const live = subscribeTicks(first)
    await waitFor(() => server.sockets[0]?.params !== undefined)
    expect(server.sockets[0]?.params).toEqual({ Authorization: 'Bearer t1', acceptLanguage: 'fr' })

    clients.login('ambassador', 't2')
    await waitFor(() => server.sockets[0]?.closeCode !== undefined)
    expect(server.sockets[0]?.closeCode).toBe(4499)
    const second = clients.client('ambassador')
    expect(second).not.toBe(first)
    expect(second.readQuery(helloQuery, { name: 'x' })).toBeNull()
    const secondLive = subscribeTicks(second)
    await waitFor(() => server.sockets[1]?.params !== undefined)
    expect(server.sockets[1]?.params).toEqual({ Authorization: 'Bearer t2', acceptLanguage: 'fr' })
    live.stop()

    clients.logout('ambassador')
    expect(storage.getItem('apollo:ambassador.token')).toBeNull()
    expect(clients.isSignedIn('ambassador')).toBe(false)
    await waitFor(() => server.sockets[1]?.closeCode !== undefined)
    expect(server.sockets[1]?.closeCode).toBe(4499)
    const third = clients.client('ambassador')
    expect(third).not.toBe(second)
    secondLive.stop()
    subscribeTicks(third)
    await waitFor(() => server.sockets[2]?.params !== undefined)
    expect(server.sockets[2]?.params).toEqual({ acceptLanguage: 'fr' })
    expect(changes).toHaveBeenCalledTimes(3)
  })

  it('keep the socket and the cache with skipReset', async () => {
    const clients = await start()
    const changes = vi.fn()
    clients.subscribe(changes)
    const client = clients.client('ambassador')
    await client.query(helloQuery, { name: 'y' }).toPromise()
    const live = subscribeTicks(client)
    await waitFor(() => server.sockets[0]?.params !== undefined)

    clients.login('ambassador', 't1', { skipReset: true })
    clients.logout('ambassador', { skipReset: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(clients.client('ambassador')).toBe(client)
    expect(client.readQuery(helloQuery, { name: 'y' })?.data).toEqual({ hello: 'Hello y' })
    expect(server.sockets).toHaveLength(1)
    expect(server.sockets[0]?.closeCode).toBeUndefined()
    expect(changes).toHaveBeenCalledTimes(2)
    live.stop()
  })

  it('leave the other scopes alone', async () => {
    const clients = await start()
    const publicClient = clients.client('public')
    clients.login('ambassador', 't1')
    expect(clients.client('public')).toBe(publicClient)
    expect(clients.isSignedIn('public')).toBe(false)
  })
})

describe('language switch', () => {
  it('sends the new language on later requests and restarts every socket with it', async () => {
    const clients = await start()
    const changes = vi.fn()
    clients.subscribe(changes)
    await clients.client('public').query(helloQuery, { name: 'a' }).toPromise()
    const before = clients.client('public')
    const live = subscribeTicks(before)
    await waitFor(() => server.sockets[0]?.params !== undefined)
    expect(server.sockets[0]?.params).toEqual({ acceptLanguage: 'fr' })

    clients.setLocale('en')
    expect(clients.locale()).toBe('en')
    await waitFor(() => server.sockets[0]?.closeCode !== undefined)
    expect(server.sockets[0]?.closeCode).toBe(4499)
    const after = clients.client('public')
    expect(after).not.toBe(before)
    expect(after.readQuery(helloQuery, { name: 'a' })).toBeNull()
    await after.query(helloQuery, { name: 'a' }).toPromise()
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual([
      'fr',
      'en',
    ])
    const resumed = subscribeTicks(after)
    await waitFor(() => server.sockets[1]?.params !== undefined)
    expect(server.sockets[1]?.params).toEqual({ acceptLanguage: 'en' })
    expect(changes).toHaveBeenCalledOnce()

    clients.setLocale('en')
    expect(clients.client('public')).toBe(after)
    expect(changes).toHaveBeenCalledOnce()
    live.stop()
    resumed.stop()
  })
})

const refusal = (code: string, status: number) => ({
  status,
  body: JSON.stringify({ errors: [{ message: 'Refused', extensions: { code } }] }),
})

describe('dead sessions', () => {
  it('HTTP 401 UNAUTHENTICATED drops the token with logout semantics and tells the app', async () => {
    const onUnauthenticated = vi.fn()
    const onGraphQLError = vi.fn()
    const clients = await start({ onUnauthenticated, onGraphQLError })
    clients.login('public', 'revoked')
    const before = clients.client('public')
    server.cannedResponse = refusal('UNAUTHENTICATED', 401)

    const result = await before.query(helloQuery, { name: 'a' }).toPromise()
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED')
    await waitFor(() => onUnauthenticated.mock.calls.length > 0)
    expect(onUnauthenticated).toHaveBeenCalledWith('public')
    expect(storage.getItem('apollo:public.token')).toBeNull()
    expect(clients.isSignedIn('public')).toBe(false)
    expect(clients.client('public')).not.toBe(before)
    expect(onGraphQLError).not.toHaveBeenCalled()

    server.cannedResponse = undefined
    await clients.client('public').query(helloQuery, { name: 'b' }).toPromise()
    expect(server.requests[1]?.headers.authorization).toBeUndefined()
  })

  it('HTTP 403 FORBIDDEN calls onForbidden, keeps the token and shows no toast', async () => {
    const onForbidden = vi.fn()
    const onUnauthenticated = vi.fn()
    const onGraphQLError = vi.fn()
    const clients = await start({ onForbidden, onUnauthenticated, onGraphQLError })
    clients.login('ambassador', 'pending-ambassador')
    server.cannedResponse = refusal('FORBIDDEN', 403)

    await clients.client('ambassador').query(helloQuery, {}).toPromise()
    await waitFor(() => onForbidden.mock.calls.length > 0)
    expect(onForbidden).toHaveBeenCalledWith('ambassador')
    expect(clients.token('ambassador')).toBe('pending-ambassador')
    expect(onUnauthenticated).not.toHaveBeenCalled()
    expect(onGraphQLError).not.toHaveBeenCalled()
  })

  it('a socket closed with 4401 mid-subscription drops the token and restarts the socket', async () => {
    const onUnauthenticated = vi.fn()
    const onGraphQLError = vi.fn()
    const clients = await start({ onUnauthenticated, onGraphQLError })
    clients.login('ambassador', 'session')
    const before = clients.client('ambassador')
    const live = subscribeTicks(before)
    await waitFor(() => live.results.length > 0)

    server.closeSockets(4401, 'Unauthorized')
    await waitFor(() => onUnauthenticated.mock.calls.length > 0)
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith('ambassador')
    expect(clients.isSignedIn('ambassador')).toBe(false)
    expect(clients.client('ambassador')).not.toBe(before)
    expect(live.results.at(-1)).toMatchObject({ networkError: { code: 4401 } })
    expect(onGraphQLError).not.toHaveBeenCalled()
    expect(server.sockets).toHaveLength(1)
  })

  it('a socket refused with 4403 calls onForbidden and is not retried', async () => {
    const onForbidden = vi.fn()
    const onGraphQLError = vi.fn()
    const clients = await start({ onForbidden, onGraphQLError }, { onConnect: () => false })
    clients.login('ambassador', 'pending-ambassador')
    const { results } = subscribeTicks(clients.client('ambassador'))
    await waitFor(() => results.length > 0)
    await waitFor(() => onForbidden.mock.calls.length > 0)
    expect(results[0]).toMatchObject({ networkError: { code: 4403 } })
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith('ambassador')
    expect(clients.isSignedIn('ambassador')).toBe(true)
    expect(onGraphQLError).not.toHaveBeenCalled()
    expect(server.sockets).toHaveLength(1)
  })

  it('ignores a refusal answered to a client that a login already replaced', async () => {
    const onUnauthenticated = vi.fn()
    const clients = await start({ onUnauthenticated })
    clients.login('public', 'old')
    const old = clients.client('public')
    server.cannedResponse = refusal('UNAUTHENTICATED', 401)
    const pending = old.query(helloQuery, { name: 'late' }).toPromise()
    clients.login('public', 'new')
    await pending
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(clients.token('public')).toBe('new')
    expect(onUnauthenticated).not.toHaveBeenCalled()
  })
})
