import { GraphQLError, type ExecutionResult } from 'graphql'
import { createPubSub } from 'graphql-yoga'
import { describe, expect, it } from 'vitest'

import { waitFor } from '../../test/ambassador-sockets'
import { createSocketFanOut, type FanOutRequest, type MessageSink } from './socket-fanout'

/** A socket that records what it is sent. */
function sink(): MessageSink & { sent: string[] } {
  const sent: string[] = []
  return {
    sent,
    send(data) {
      sent.push(data)
    },
  }
}

/** A source of results per key, counting how many executions were opened and are still open. */
function executions() {
  const bus = createPubSub<Record<string, [ExecutionResult]>>()
  const counts = { opened: 0, open: 0 }
  const open = (key: string) => () => {
    counts.opened += 1
    counts.open += 1
    const events = bus.subscribe(key)
    const stream: AsyncIterableIterator<ExecutionResult> = {
      next: () => events.next(),
      return: async () => {
        counts.open -= 1
        return events.return()
      },
      [Symbol.asyncIterator]() {
        return stream
      },
    }
    return Promise.resolve(stream)
  }
  return { bus, counts, open }
}

function request(key: string, id: string, socket: MessageSink, opener: FanOutRequest['open']) {
  return { key, id, socket, open: opener }
}

/** Starts graphql-ws's loop over a member's stream, as the server does, and reports how it ended. */
function consume(stream: unknown) {
  const iterator = (stream as AsyncIterable<never>)[Symbol.asyncIterator]()
  const ended = (async () => {
    try {
      while (!(await iterator.next()).done) {
        // A member yields nothing itself: the group writes to the socket.
      }
      return 'complete'
    } catch (error) {
      return error instanceof Error ? error.message : 'error'
    }
  })()
  return { iterator, ended }
}

describe('socket fan-out', () => {
  it('executes once for every socket of one key and sends each the same payload under its own id', async () => {
    const fanOut = createSocketFanOut()
    const { bus, counts, open } = executions()
    const sockets = [sink(), sink(), sink()]
    const members = await Promise.all(
      sockets.map((socket, index) =>
        fanOut.join(request('alice', `sub-${String(index)}`, socket, open('alice'))),
      ),
    )
    const streams = members.map(consume)
    expect(counts.opened).toBe(1)
    expect(fanOut.size()).toEqual({ groups: 1, members: 3 })

    await waitFor(() => {
      bus.publish('alice', { data: { event: 'ORDER' } })
      return sockets.every((socket) => socket.sent.length > 0)
    })
    sockets.forEach((socket, index) => {
      expect(JSON.parse(socket.sent[0] ?? '')).toEqual({
        id: `sub-${String(index)}`,
        type: 'next',
        payload: { data: { event: 'ORDER' } },
      })
    })

    await streams[0]?.iterator.return?.()
    expect(fanOut.size()).toEqual({ groups: 1, members: 2 })
    expect(counts.open).toBe(1)
    for (const stream of streams.slice(1)) await stream.iterator.return?.()
    expect(fanOut.size()).toEqual({ groups: 0, members: 0 })
    expect(counts.open).toBe(0)
  })

  it('never sends one key’s results to another key’s sockets', async () => {
    const fanOut = createSocketFanOut()
    const { bus, counts, open } = executions()
    const alice = sink()
    const bruno = sink()
    const streams = [
      consume(await fanOut.join(request('alice', '1', alice, open('alice')))),
      consume(await fanOut.join(request('bruno', '1', bruno, open('bruno')))),
    ]
    expect(counts.opened).toBe(2)
    await waitFor(() => {
      bus.publish('alice', { data: { owner: 'alice' } })
      return alice.sent.length > 0
    })
    await waitFor(() => {
      bus.publish('bruno', { data: { owner: 'bruno' } })
      return bruno.sent.length > 0
    })
    expect(alice.sent.every((message) => message.includes('"owner":"alice"'))).toBe(true)
    expect(bruno.sent.every((message) => message.includes('"owner":"bruno"'))).toBe(true)
    for (const stream of streams) await stream.iterator.return?.()
  })

  it('ends every socket’s stream when the execution ends or fails, and opens afresh afterwards', async () => {
    const fanOut = createSocketFanOut()
    let fail: (error: Error) => void = () => undefined
    let finish: () => void = () => undefined
    const failing = () =>
      Promise.resolve<AsyncIterable<ExecutionResult>>({
        [Symbol.asyncIterator]: () => ({
          next: () =>
            new Promise<IteratorResult<ExecutionResult>>((resolve, reject) => {
              fail = reject
              finish = () => {
                resolve({ done: true, value: undefined })
              }
            }),
        }),
      })
    const first = [sink(), sink()].map(async (socket) =>
      consume(await fanOut.join(request('k', '1', socket, failing))),
    )
    const streams = await Promise.all(first)
    fail(new Error('source failed'))
    expect(await Promise.all(streams.map((stream) => stream.ended))).toEqual([
      'source failed',
      'source failed',
    ])
    expect(fanOut.size().groups).toBe(0)

    const again = consume(await fanOut.join(request('k', '1', sink(), failing)))
    finish()
    expect(await again.ended).toBe('complete')
  })

  it('gives a result that ends the operation at once to each socket itself', async () => {
    const fanOut = createSocketFanOut()
    const refused: ExecutionResult = { errors: [new GraphQLError('Not allowed')] }
    const outcome = await fanOut.join(request('k', '1', sink(), () => Promise.resolve(refused)))
    expect(outcome).toBe(refused)
    expect(fanOut.size()).toEqual({ groups: 0, members: 0 })
  })
})
