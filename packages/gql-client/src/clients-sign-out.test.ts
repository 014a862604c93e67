// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { helloQuery, subscribeTicks, setupClientsHarness } from '../test/clients-harness'
import { waitFor } from '../test/graphql-test-server'

const harness = setupClientsHarness()
const { start } = harness

const unauthenticated = {
  status: 401,
  body: JSON.stringify({
    errors: [{ message: 'Refused', extensions: { code: 'UNAUTHENTICATED' } }],
  }),
}

/** Lets queued refusals (delivered in microtasks) and socket events run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('a sign-out the user asked for', () => {
  it('is not reported as an ended session when a query is refused after the logout', async () => {
    const onUnauthenticated = vi.fn()
    const clients = await start({ onUnauthenticated })
    clients.login('ambassador', 'session')
    clients.logout('ambassador')
    harness.server.cannedResponse = unauthenticated

    // The page being left still asks the (now anonymous) scope for its data.
    await clients.client('ambassador').query(helloQuery, {}).toPromise()
    await settle()
    expect(onUnauthenticated).not.toHaveBeenCalled()
    expect(clients.isSignedIn('ambassador')).toBe(false)
  })

  it('is not reported as an ended session when a socket opened after the logout is refused', async () => {
    const onUnauthenticated = vi.fn()
    const clients = await start({ onUnauthenticated })
    clients.login('ambassador', 'session')
    clients.logout('ambassador')

    const live = subscribeTicks(clients.client('ambassador'))
    await waitFor(() => live.results.length > 0)
    harness.server.closeSockets(4401, 'Unauthorized')
    await waitFor(() => harness.server.sockets.every((socket) => socket.closeCode !== undefined))
    await settle()
    expect(onUnauthenticated).not.toHaveBeenCalled()
  })

  it('signOut: the server closing the socket (4401) while it revokes the session is no ended session', async () => {
    const onUnauthenticated = vi.fn()
    const onForbidden = vi.fn()
    const clients = await start({ onUnauthenticated, onForbidden })
    clients.login('ambassador', 'session')
    const before = clients.client('ambassador')
    const live = subscribeTicks(before)
    await waitFor(() => live.results.length > 0)

    await clients.signOut('ambassador', async () => {
      // The server revokes the session: its sockets close before the mutation answers.
      harness.server.closeSockets(4401, 'Unauthorized')
      await waitFor(() => live.results.some((result) => result instanceof Error))
      await settle()
    })
    await settle()

    expect(onUnauthenticated).not.toHaveBeenCalled()
    expect(onForbidden).not.toHaveBeenCalled()
    expect(clients.isSignedIn('ambassador')).toBe(false)
    expect(harness.storage.getItem('apollo:ambassador.token')).toBeNull()
    expect(clients.client('ambassador')).not.toBe(before)
  })

  it('signOut lets a query already sent with the token be answered before revoking the session', async () => {
    const held: (() => void)[] = []
    const order: string[] = []
    const clients = await start({
      // Every request reaches the server only when the test lets it through.
      fetch: async (input, init) => {
        await new Promise<void>((resolve) => held.push(resolve))
        const response = await fetch(input, init)
        order.push('query answered')
        return response
      },
    })
    clients.login('public', 'session')
    const leaving = clients.client('public').query(helloQuery, {}).toPromise()
    await waitFor(() => held.length === 1)
    const signingOut = clients.signOut('public', () => {
      order.push('revoked')
    })
    await settle()
    expect(order).toEqual([])
    held[0]?.()
    await leaving
    await signingOut
    expect(order).toEqual(['query answered', 'revoked'])
    expect(clients.isSignedIn('public')).toBe(false)
  })

  it('signOut leaves the page before the cache empties and the components learn of it', async () => {
    const order: string[] = []
    const clients = await start()
    clients.login('public', 'session')
    const before = clients.client('public')
    clients.subscribe(() => order.push('components told'))

    await clients.signOut(
      'public',
      () => {
        order.push('revoked')
      },
      () => {
        // The token is gone (a guard of the page opened lets a signed-out visitor in), the page
        // being left still has its client and its data.
        order.push(`left, signed in: ${String(clients.isSignedIn('public'))}`)
        expect(clients.client('public')).toBe(before)
      },
    )

    expect(order).toEqual(['revoked', 'left, signed in: false', 'components told'])
    expect(clients.client('public')).not.toBe(before)
  })

  it('signOut still leaves and empties the cache when the server cannot be reached', async () => {
    const clients = await start()
    clients.login('public', 'session')
    const before = clients.client('public')
    const leave = vi.fn()

    await expect(
      clients.signOut('public', () => Promise.reject(new Error('offline')), leave),
    ).rejects.toThrow('offline')
    expect(leave).toHaveBeenCalledOnce()
    expect(clients.client('public')).not.toBe(before)
  })

  it('signOut drops the token even when revoking it on the server fails', async () => {
    const listener = vi.fn()
    const clients = await start()
    clients.login('public', 'session')
    clients.subscribe(listener)

    await expect(
      clients.signOut('public', () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline')
    expect(clients.isSignedIn('public')).toBe(false)
    expect(listener).toHaveBeenCalled()
  })

  it('still reports a session the server ends on its own, after a sign-out and a new sign-in', async () => {
    const onUnauthenticated = vi.fn()
    const clients = await start({ onUnauthenticated })
    clients.login('ambassador', 'first')
    await clients.signOut('ambassador')
    clients.login('ambassador', 'second')
    harness.server.cannedResponse = unauthenticated

    await clients.client('ambassador').query(helloQuery, {}).toPromise()
    await waitFor(() => onUnauthenticated.mock.calls.length > 0)
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith('ambassador')
    expect(clients.isSignedIn('ambassador')).toBe(false)
  })
})
