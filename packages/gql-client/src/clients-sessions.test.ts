// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { helloQuery, subscribeTicks, setupClientsHarness } from '../test/clients-harness'
import { waitFor } from '../test/graphql-test-server'

const harness = setupClientsHarness()
const { start } = harness

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
    harness.server.cannedResponse = refusal('UNAUTHENTICATED', 401)

    const result = await before.query(helloQuery, { name: 'a' }).toPromise()
    expect(result.error?.graphQLErrors[0]?.extensions.code).toBe('UNAUTHENTICATED')
    await waitFor(() => onUnauthenticated.mock.calls.length > 0)
    expect(onUnauthenticated).toHaveBeenCalledWith('public')
    expect(harness.storage.getItem('apollo:public.token')).toBeNull()
    expect(clients.isSignedIn('public')).toBe(false)
    expect(clients.client('public')).not.toBe(before)
    expect(onGraphQLError).not.toHaveBeenCalled()

    harness.server.cannedResponse = undefined
    await clients.client('public').query(helloQuery, { name: 'b' }).toPromise()
    expect(harness.server.requests[1]?.headers.authorization).toBeUndefined()
  })

  it('HTTP 403 FORBIDDEN calls onForbidden, keeps the token and shows no toast', async () => {
    const onForbidden = vi.fn()
    const onUnauthenticated = vi.fn()
    const onGraphQLError = vi.fn()
    const clients = await start({ onForbidden, onUnauthenticated, onGraphQLError })
    clients.login('ambassador', 'pending-ambassador')
    harness.server.cannedResponse = refusal('FORBIDDEN', 403)

    await clients.client('ambassador').query(helloQuery, {}).toPromise()
    await waitFor(() => onForbidden.mock.calls.length > 0)
    expect(onForbidden).toHaveBeenCalledWith('ambassador')
    harness.server.cannedResponse = undefined
    await clients.client('ambassador').query(helloQuery, {}).toPromise()
    expect(harness.server.requests.at(-1)?.headers.authorization).toBe('Bearer pending-ambassador')
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

    harness.server.closeSockets(4401, 'Unauthorized')
    await waitFor(() => onUnauthenticated.mock.calls.length > 0)
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith('ambassador')
    expect(clients.isSignedIn('ambassador')).toBe(false)
    expect(clients.client('ambassador')).not.toBe(before)
    expect(live.results.at(-1)).toMatchObject({ networkError: { code: 4401 } })
    expect(onGraphQLError).not.toHaveBeenCalled()
    expect(harness.server.sockets).toHaveLength(1)
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
    expect(harness.server.sockets).toHaveLength(1)
  })

  it('ignores a refusal answered to a client that a login already replaced', async () => {
    const onUnauthenticated = vi.fn()
    const clients = await start({ onUnauthenticated })
    clients.login('public', 'old')
    const old = clients.client('public')
    harness.server.cannedResponse = refusal('UNAUTHENTICATED', 401)
    const pending = old.query(helloQuery, { name: 'late' }).toPromise()
    clients.login('public', 'new')
    await pending
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onUnauthenticated).not.toHaveBeenCalled()
    harness.server.cannedResponse = undefined
    await clients.client('public').query(helloQuery, { name: 'next' }).toPromise()
    expect(harness.server.requests.at(-1)?.headers.authorization).toBe('Bearer new')
  })
})
