// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import {
  startGraphQLTestServer,
  waitFor,
  type GraphQLTestServer,
  type GraphQLTestServerOptions,
} from '../test/graphql-test-server'
import type { LazySocketClient } from './lazy-socket-client'
import { createRetryWait } from './retry-wait'
import { createSubscriptionClient, type SubscriptionClientOptions } from './subscription-client'
import type { TokenStorage } from './token-storage'

const greetings = { query: 'subscription Greetings { greetings }' }
const bearer = { authHeader: 'Authorization', authType: 'Bearer' }

let server: GraphQLTestServer | undefined
let socket: LazySocketClient | undefined

afterEach(async () => {
  await socket?.dispose()
  await server?.close()
  socket = undefined
  server = undefined
})

function tokenOf(initial: string | null): TokenStorage & { token: string | null } {
  return {
    token: initial,
    read() {
      return this.token
    },
    write(token) {
      this.token = token
    },
    remove() {
      this.token = null
    },
  }
}

async function connect(
  serverOptions: GraphQLTestServerOptions,
  clientOptions: Partial<SubscriptionClientOptions> = {},
): Promise<{ server: GraphQLTestServer; socket: LazySocketClient }> {
  server = await startGraphQLTestServer(serverOptions)
  socket = createSubscriptionClient({
    url: `${server.origin.replace('http', 'ws')}/gql/ambassador`,
    settings: bearer,
    storage: tokenOf(null),
    getLocale: () => 'fr',
    webSocketImpl: WebSocket,
    ...clientOptions,
  })
  return { server, socket }
}

interface Outcome {
  values: unknown[]
  error: unknown
  done: boolean
}

function run(client: LazySocketClient): Outcome {
  const outcome: Outcome = { values: [], error: undefined, done: false }
  client.subscribe(greetings, {
    next: (value) => outcome.values.push(value),
    error: (error: unknown) => {
      outcome.error = error
      outcome.done = true
    },
    complete: () => {
      outcome.done = true
    },
  })
  return outcome
}

describe('createSubscriptionClient against a graphql-ws server', () => {
  it('is lazy and carries the auth header in its connection parameters', async () => {
    const storage = tokenOf('abc')
    const { server, socket } = await connect({}, { storage })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(server.sockets).toHaveLength(0)

    const outcome = run(socket)
    await waitFor(() => outcome.done)
    expect(outcome.values).toEqual([
      { data: { greetings: 'hi' } },
      { data: { greetings: 'again' } },
    ])
    expect(server.sockets[0]?.path).toBe('/gql/ambassador')
    expect(server.sockets[0]?.params).toEqual({ Authorization: 'Bearer abc', acceptLanguage: 'fr' })

    await waitFor(() => server.sockets[0]?.closeCode !== undefined)
    storage.write('Basic xyz')
    const second = run(socket)
    await waitFor(() => second.done)
    expect(server.sockets[1]?.params).toEqual({ Authorization: 'Basic xyz', acceptLanguage: 'fr' })

    storage.remove()
    await waitFor(() => server.sockets[1]?.closeCode !== undefined)
    const third = run(socket)
    await waitFor(() => third.done)
    expect(server.sockets[2]?.params).toEqual({ acceptLanguage: 'fr' })
  })

  it('retries 5 times with growing, jittered waits, then fails', async () => {
    const jitters = [0, 0.25, 0.5, 0.75, 0.99]
    const slept: number[] = []
    const retries: number[] = []
    const inner = createRetryWait({
      random: () => jitters[retries.length - 1] ?? 0,
      sleep: (ms) => {
        slept.push(ms)
        return new Promise((resolve) => setTimeout(resolve, 1))
      },
    })
    const onSessionError = vi.fn()
    const { server, socket } = await connect(
      {
        onConnect: (ctx) => {
          ctx.extra.socket.terminate()
          return false
        },
      },
      {
        onSessionError,
        retryWait: (attempt) => {
          retries.push(attempt)
          return inner(attempt)
        },
      },
    )

    const outcome = run(socket)
    await waitFor(() => outcome.done)
    expect(server.sockets).toHaveLength(6)
    expect(retries).toEqual([0, 1, 2, 3, 4])
    expect(slept).toEqual([1300, 2975, 5650, 10325, 18973])
    expect(outcome.error).toMatchObject({ code: 1006 })
    expect(onSessionError).not.toHaveBeenCalled()
  })

  it.each([
    [
      'unauthenticated',
      4401,
      (ctx: { extra: { socket: WebSocket } }) => {
        ctx.extra.socket.close(4401, 'Unauthorized')
        return false
      },
    ],
    ['forbidden', 4403, () => false],
  ] as const)('does not retry a %s close (%i) and reports it', async (kind, code, onConnect) => {
    const retryWait = vi.fn(() => Promise.resolve())
    const onSessionError = vi.fn()
    const { server, socket } = await connect({ onConnect }, { retryWait, onSessionError })

    const outcome = run(socket)
    await waitFor(() => outcome.done)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(outcome.error).toMatchObject({ code })
    expect(server.sockets).toHaveLength(1)
    expect(retryWait).not.toHaveBeenCalled()
    expect(onSessionError).toHaveBeenCalledOnce()
    expect(onSessionError).toHaveBeenCalledWith(kind)
  })
})
