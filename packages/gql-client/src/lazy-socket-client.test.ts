// @vitest-environment node
import type { Client as SocketClient, Sink } from 'graphql-ws'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLazySocketClient, type LazySocketClient } from './lazy-socket-client'

const greetings = { query: 'subscription Greetings { greetings }' }

interface Message {
  readonly type: string
  readonly id?: string
  readonly payload?: unknown
}

/**
 * An in-memory WebSocket speaking `graphql-transport-ws`: it acknowledges the connection and
 * answers each subscription with one greeting, then completes it.
 */
class FakeWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static readonly opened: FakeWebSocket[] = []

  readyState = FakeWebSocket.CONNECTING
  readonly sent: Message[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((error: unknown) => void) | null = null

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this)
    queueMicrotask(() => {
      this.readyState = FakeWebSocket.OPEN
      this.onopen?.()
    })
  }

  send(data: string): void {
    const message = JSON.parse(data) as Message
    this.sent.push(message)
    if (message.type === 'connection_init') this.#reply({ type: 'connection_ack' })
    if (message.type === 'subscribe') {
      this.#reply({ type: 'next', id: message.id, payload: { data: { greetings: 'hi' } } })
      this.#reply({ type: 'complete', id: message.id })
    }
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return
    this.readyState = FakeWebSocket.CLOSED
    queueMicrotask(() => this.onclose?.({ code, reason }))
  }

  #reply(message: Message): void {
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(message) }))
  }
}

/** A lazy client whose `graphql-ws` code loads when the test releases it. */
function gatedClient(): { socket: LazySocketClient; release: () => void; loads: () => number } {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let loads = 0
  const socket = createLazySocketClient(async () => {
    loads += 1
    await gate
    const { createClient } = await import('graphql-ws')
    return createClient({ url: 'ws://shop.test/gql/public', webSocketImpl: FakeWebSocket })
  })
  return { socket, release, loads: () => loads }
}

interface Recorded {
  readonly values: unknown[]
  readonly errors: unknown[]
  completed: boolean
  /** Settles when the subscription completes or fails. */
  readonly ended: Promise<void>
}

function record(): Recorded & { sink: Sink } {
  let end: () => void = () => undefined
  const recorded = {
    values: [] as unknown[],
    errors: [] as unknown[],
    completed: false,
    ended: new Promise<void>((resolve) => {
      end = resolve
    }),
  }
  const sink: Sink = {
    next: (value) => recorded.values.push(value),
    error: (error) => {
      recorded.errors.push(error)
      end()
    },
    complete: () => {
      recorded.completed = true
      end()
    },
  }
  return Object.assign(recorded, { sink })
}

/** Lets every pending promise callback run (one turn of the event loop). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve))

afterEach(() => {
  FakeWebSocket.opened.length = 0
})

describe('createLazySocketClient', () => {
  it('loads graphql-ws on the first subscription only, and starts it once loaded', async () => {
    const { socket, release, loads } = gatedClient()
    expect(loads()).toBe(0)

    const early = record()
    socket.subscribe(greetings, early.sink)
    expect(loads()).toBe(1)
    await settled()
    expect(FakeWebSocket.opened).toHaveLength(0)

    release()
    await early.ended
    expect(early.values).toEqual([{ data: { greetings: 'hi' } }])
    expect(early.completed).toBe(true)
    expect(FakeWebSocket.opened).toHaveLength(1)
    expect(FakeWebSocket.opened[0]?.url).toBe('ws://shop.test/gql/public')

    const later = record()
    socket.subscribe(greetings, later.sink)
    await later.ended
    expect(later.values).toEqual([{ data: { greetings: 'hi' } }])
    expect(loads()).toBe(1)
    await socket.dispose()
  })

  it('never opens a socket for a subscription dropped while graphql-ws loads', async () => {
    const { socket, release } = gatedClient()
    const dropped = record()
    const unsubscribe = socket.subscribe(greetings, dropped.sink)
    unsubscribe()

    release()
    await settled()
    expect(FakeWebSocket.opened).toHaveLength(0)

    const kept = record()
    socket.subscribe(greetings, kept.sink)
    await kept.ended
    expect(FakeWebSocket.opened).toHaveLength(1)
    expect(FakeWebSocket.opened[0]?.sent.filter(({ type }) => type === 'subscribe')).toHaveLength(1)
    expect(dropped.values).toEqual([])
    expect(dropped.completed).toBe(false)
    await socket.dispose()
  })

  it('starts only the kept one of two subscriptions waiting together', async () => {
    const { socket, release } = gatedClient()
    const dropped = record()
    const kept = record()
    socket.subscribe(greetings, dropped.sink)()
    socket.subscribe(greetings, kept.sink)

    release()
    await kept.ended
    expect(kept.values).toEqual([{ data: { greetings: 'hi' } }])
    expect(FakeWebSocket.opened[0]?.sent.filter(({ type }) => type === 'subscribe')).toHaveLength(1)
    expect(dropped.values).toEqual([])
    await socket.dispose()
  })

  it('accepts a restart before loading: waiting subscriptions end and no socket opens', async () => {
    const { socket, release } = gatedClient()
    const waiting = record()
    socket.subscribe(greetings, waiting.sink)

    expect(() => {
      socket.terminate()
    }).not.toThrow()
    await socket.dispose()
    await waiting.ended
    expect(waiting.completed).toBe(true)

    release()
    await settled()
    const late = record()
    socket.subscribe(greetings, late.sink)
    await late.ended
    expect(late.completed).toBe(true)
    expect(FakeWebSocket.opened).toHaveLength(0)
  })

  it('reports a failed load to the waiting subscriptions and loads again on the next', async () => {
    const failure = new Error('chunk failed')
    const load = vi.fn<() => Promise<SocketClient>>().mockRejectedValueOnce(failure)
    load.mockImplementation(async () => {
      const { createClient } = await import('graphql-ws')
      return createClient({ url: 'ws://shop.test/gql/public', webSocketImpl: FakeWebSocket })
    })
    const socket = createLazySocketClient(load)

    const first = record()
    socket.subscribe(greetings, first.sink)
    await first.ended
    expect(first.errors).toEqual([failure])

    const second = record()
    socket.subscribe(greetings, second.sink)
    await second.ended
    expect(second.values).toEqual([{ data: { greetings: 'hi' } }])
    expect(load).toHaveBeenCalledTimes(2)
    await socket.dispose()
  })
})
