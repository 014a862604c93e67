// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import {
  brokenQuery,
  helloQuery,
  subscribeTicks,
  setupClientsHarness,
} from '../test/clients-harness'
import { waitFor } from '../test/graphql-test-server'

const harness = setupClientsHarness()
const { start } = harness

describe('createGqlClients over HTTP', () => {
  it('POSTs operationName, variables and query with the auth and locale headers', async () => {
    const clients = await start()
    clients.login('ambassador', 'abc')
    const result = await clients.client('ambassador').query(helloQuery, { name: 'Ana' }).toPromise()
    expect(result.data).toEqual({ hello: 'Hello Ana' })

    const [request] = harness.server.requests
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
    expect(harness.server.requests.map((request) => request.path)).toEqual([
      '/gql/public',
      '/gql/public',
    ])
    expect(harness.server.requests[0]?.headers.authorization).toBeUndefined()
    expect(harness.server.requests[1]?.headers.authorization).toBe('Basic xyz')
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
    harness.server.cannedResponse = {
      status: 500,
      body: 'Internal Server Error',
      contentType: 'text/plain',
    }
    const failed = await clients.client('public').query(helloQuery, { name: 'a' }).toPromise()
    expect(failed.error?.networkError?.message).toBe(
      'Response not successful: Received status code 500',
    )

    harness.server.cannedResponse = { status: 200, body: '{}' }
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
    expect(harness.storage.getItem('apollo:ambassador.token')).toBe('t1')
    expect(clients.isSignedIn('ambassador')).toBe(true)
    const first = clients.client('ambassador')
    await first.query(helloQuery, { name: 'x' }).toPromise()
    expect(first.readQuery(helloQuery, { name: 'x' })?.data).toEqual({ hello: 'Hello x' })
    const live = subscribeTicks(first)
    await waitFor(() => harness.server.sockets[0]?.params !== undefined)
    expect(harness.server.sockets[0]?.params).toEqual({
      Authorization: 'Bearer t1',
      acceptLanguage: 'fr',
    })

    clients.login('ambassador', 't2')
    await waitFor(() => harness.server.sockets[0]?.closeCode !== undefined)
    expect(harness.server.sockets[0]?.closeCode).toBe(4499)
    const second = clients.client('ambassador')
    expect(second).not.toBe(first)
    expect(second.readQuery(helloQuery, { name: 'x' })).toBeNull()
    const secondLive = subscribeTicks(second)
    await waitFor(() => harness.server.sockets[1]?.params !== undefined)
    expect(harness.server.sockets[1]?.params).toEqual({
      Authorization: 'Bearer t2',
      acceptLanguage: 'fr',
    })
    live.stop()

    clients.logout('ambassador')
    expect(harness.storage.getItem('apollo:ambassador.token')).toBeNull()
    expect(clients.isSignedIn('ambassador')).toBe(false)
    await waitFor(() => harness.server.sockets[1]?.closeCode !== undefined)
    expect(harness.server.sockets[1]?.closeCode).toBe(4499)
    const third = clients.client('ambassador')
    expect(third).not.toBe(second)
    secondLive.stop()
    subscribeTicks(third)
    await waitFor(() => harness.server.sockets[2]?.params !== undefined)
    expect(harness.server.sockets[2]?.params).toEqual({ acceptLanguage: 'fr' })
    expect(changes).toHaveBeenCalledTimes(3)
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
    await waitFor(() => harness.server.sockets[0]?.params !== undefined)
    expect(harness.server.sockets[0]?.params).toEqual({ acceptLanguage: 'fr' })

    clients.setLocale('en')
    expect(clients.locale()).toBe('en')
    await waitFor(() => harness.server.sockets[0]?.closeCode !== undefined)
    expect(harness.server.sockets[0]?.closeCode).toBe(4499)
    const after = clients.client('public')
    expect(after).not.toBe(before)
    expect(after.readQuery(helloQuery, { name: 'a' })).toBeNull()
    await after.query(helloQuery, { name: 'a' }).toPromise()
    expect(harness.server.requests.map((request) => request.headers['accept-language'])).toEqual([
      'fr',
      'en',
    ])
    const resumed = subscribeTicks(after)
    await waitFor(() => harness.server.sockets[1]?.params !== undefined)
    expect(harness.server.sockets[1]?.params).toEqual({ acceptLanguage: 'en' })
    expect(changes).toHaveBeenCalledOnce()

    clients.setLocale('en')
    expect(clients.client('public')).toBe(after)
    expect(changes).toHaveBeenCalledOnce()
    live.stop()
    resumed.stop()
  })
})
