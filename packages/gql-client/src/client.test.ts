// @vitest-environment node
import { gql, type Client } from '@urql/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import {
  startGraphQLTestServer,
  waitFor,
  type GraphQLTestServer,
  type GraphQLTestServerOptions,
} from '../test/graphql-test-server'
import { createGqlClients, type GqlClients, type GqlClientsOptions } from './client'

const helloQuery = gql`
  query Hello($name: String) {
    hello(name: $name)
  }
`
const brokenQuery = gql`
  query Broken {
    broken
  }
`
const ticksSubscription = gql`
  subscription Ticks {
    ticks
  }
`

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
    getLocale: () => 'fr',
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
    expect(server.sockets[0]?.params).toEqual({ Authorization: 'Bearer t1' })

    clients.login('ambassador', 't2')
    await waitFor(() => server.sockets[0]?.closeCode !== undefined)
    expect(server.sockets[0]?.closeCode).toBe(4499)
    const second = clients.client('ambassador')
    expect(second).not.toBe(first)
    expect(second.readQuery(helloQuery, { name: 'x' })).toBeNull()
    const secondLive = subscribeTicks(second)
    await waitFor(() => server.sockets[1]?.params !== undefined)
    expect(server.sockets[1]?.params).toEqual({ Authorization: 'Bearer t2' })
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
    expect(server.sockets[2]?.params).toEqual({})
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

describe('socket auth refusals', () => {
  it('reach onAuthError, not the error toast', async () => {
    const onAuthError = vi.fn()
    const onGraphQLError = vi.fn()
    const clients = await start(
      { onAuthError, onGraphQLError },
      {
        onConnect: (ctx) => {
          if (ctx.connectionParams?.Authorization) return true
          ctx.extra.socket.close(4401, 'Unauthorized')
          return false
        },
      },
    )
    const { results } = subscribeTicks(clients.client('ambassador'))
    await waitFor(() => results.length > 0)
    expect(results[0]).toMatchObject({ networkError: { code: 4401 } })
    expect(onAuthError).toHaveBeenCalledWith('ambassador', 'unauthorized')
    expect(onGraphQLError).not.toHaveBeenCalled()
    expect(server.sockets).toHaveLength(1)
  })
})
