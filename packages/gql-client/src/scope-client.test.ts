// @vitest-environment node
import { parse } from 'graphql'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import {
  startGraphQLTestServer,
  waitFor,
  type GraphQLTestServer,
} from '../test/graphql-test-server'
import { resolveEndpoints } from './endpoints'
import { createScopeClient } from './scope-client'
import { defaultScopeSettings } from './scope-settings'

const ticks = parse(`
  subscription Ticks {
    ticks
  }
`)

let server: GraphQLTestServer

afterEach(async () => {
  await server.close()
})

describe('createScopeClient', () => {
  it('opens its socket on the first subscription and closes it on dispose', async () => {
    server = await startGraphQLTestServer()
    const scopeClient = createScopeClient({
      scope: 'public',
      settings: defaultScopeSettings.public,
      endpoints: resolveEndpoints('/gql/public', server.origin),
      storage: { read: () => 'abc', write: () => undefined, remove: () => undefined },
      getLocale: () => 'en',
      webSocketImpl: WebSocket,
    })
    expect(scopeClient.socket()).toBeNull()

    const values: unknown[] = []
    scopeClient.client.subscription(ticks, {}).subscribe((result) => values.push(result.data))
    await waitFor(() => values.length > 0)
    expect(scopeClient.socket()).not.toBeNull()
    expect(server.sockets).toHaveLength(1)
    expect(server.sockets[0]?.params).toEqual({ Authorization: 'Bearer abc', acceptLanguage: 'en' })

    scopeClient.dispose()
    expect(scopeClient.socket()).toBeNull()
    await waitFor(() => server.sockets[0]?.closeCode !== undefined)
    expect(server.sockets[0]?.closeCode).toBe(4499)

    const late: unknown[] = []
    scopeClient.client.subscription(ticks, {}).subscribe((result) => late.push(result))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(late).toEqual([])
    expect(scopeClient.socket()).toBeNull()
    expect(server.sockets).toHaveLength(1)
  })

  it('ends a subscription waiting for graphql-ws when disposed first, and never connects', async () => {
    server = await startGraphQLTestServer()
    const scopeClient = createScopeClient({
      scope: 'public',
      settings: defaultScopeSettings.public,
      endpoints: resolveEndpoints('/gql/public', server.origin),
      storage: { read: () => null, write: () => undefined, remove: () => undefined },
      getLocale: () => 'en',
      webSocketImpl: WebSocket,
    })
    const ended = scopeClient.client.subscription(ticks, {}).toPromise()
    expect(() => {
      scopeClient.dispose()
    }).not.toThrow()
    expect(await ended).toBeUndefined()
    // Once graphql-ws has loaded, the disposed client makes no socket client.
    await import('graphql-ws')
    await new Promise<void>((resolve) => setImmediate(resolve))
    expect(server.sockets).toHaveLength(0)
  })
})
