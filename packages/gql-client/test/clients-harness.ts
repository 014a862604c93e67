import { type Client } from '@urql/core'
import { parse } from 'graphql'
import { afterEach, beforeEach, vi } from 'vitest'
import WebSocket from 'ws'

import { createGqlClients, type GqlClients, type GqlClientsOptions } from '../src/clients'
import {
  startGraphQLTestServer,
  type GraphQLTestServer,
  type GraphQLTestServerOptions,
} from './graphql-test-server'

/** `hello(name)` of the test schema. */
export const helloQuery = parse(`
  query Hello($name: String) {
    hello(name: $name)
  }
`)

/** A field that always fails. */
export const brokenQuery = parse(`
  query Broken {
    broken
  }
`)

/** A subscription ticking every 20 ms. */
export const ticksSubscription = parse(`
  subscription Ticks {
    ticks
  }
`)

/** An in-memory `localStorage`. */
export class MemoryStorage {
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

/** What {@link setupClientsHarness} gives a test file. */
export interface ClientsHarness {
  /** Starts a test server and clients talking to it (tokens in local storage, locale `fr`). */
  readonly start: (
    options?: Partial<GqlClientsOptions>,
    serverOptions?: GraphQLTestServerOptions,
  ) => Promise<GqlClients>
  /** The running test server. */
  readonly server: GraphQLTestServer
  /** The stubbed local storage holding the tokens. */
  readonly storage: MemoryStorage
}

/**
 * Registers the hooks that give each test fresh clients against a fresh test server, and
 * dispose both afterwards.
 */
export function setupClientsHarness(): ClientsHarness {
  let server: GraphQLTestServer | undefined
  let clients: GqlClients | undefined
  let storage = new MemoryStorage()

  beforeEach(() => {
    storage = new MemoryStorage()
    vi.stubGlobal('localStorage', storage)
  })
  afterEach(async () => {
    clients?.dispose()
    clients = undefined
    await server?.close()
    server = undefined
    vi.unstubAllGlobals()
  })

  return {
    start: async (options = {}, serverOptions = {}) => {
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
    },
    get server() {
      if (!server) throw new Error('Call start() first')
      return server
    },
    get storage() {
      return storage
    },
  }
}

/**
 * Subscribes to {@link ticksSubscription}, collecting each result's data or error.
 *
 * @param client the urql client
 * @returns the results so far and a way to stop
 */
export function subscribeTicks(client: Client): { results: unknown[]; stop: () => void } {
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
