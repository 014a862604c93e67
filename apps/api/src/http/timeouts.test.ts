import { connect } from 'node:net'

import type { ResultOf } from 'gql.tada'
import { print } from 'graphql'
import { createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import { startTestApp, type TestApp } from '../../test/app'
import { idempotencyKey, readyCart, testCard, variantIds } from '../../test/commerce'
import { fixture } from '../../test/fixture'
import { orderStatusSubscription, placeOrderMutation } from '../../test/orders'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { createMemoryPubSub, type PubSub } from '../pubsub/pubsub'
import { seedDatabase } from '../seed/seed'

let api: TestApp
let origin: string
let subscribers = 0

/** The in-memory pub/sub, counting the subscriptions that started listening. */
function countingPubSub(): PubSub {
  const inner = createMemoryPubSub()
  return {
    publish: (topic, key, payload) => inner.publish(topic, key, payload),
    subscribe(topic, key) {
      subscribers += 1
      return inner.subscribe(topic, key)
    },
    close: () => inner.close(),
  }
}

beforeAll(async () => {
  api = await startTestApp({
    app: {
      pubsub: countingPubSub(),
      httpTimeouts: { headersMs: 100, requestMs: 250, idleMs: 150, checkEveryMs: 20 },
    },
  })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  origin = await api.listen()
})

afterAll(async () => {
  await api.close()
})

/** Settles as `promise` does, or fails once `ms` have passed (a deadline, not a wait). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: still waiting after ${ms} ms`))
    }, ms)
  })
  return Promise.race([promise, deadline]).finally(() => {
    clearTimeout(timer)
  })
}

/** A raw TCP connection to the server: what it received, and when the server closed it. */
function rawConnection() {
  const { hostname, port } = new URL(origin)
  const socket = connect(Number(port), hostname)
  let received = ''
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1')
  })
  socket.on('error', () => undefined)
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      resolve()
    })
  })
  return { socket, closed, received: () => received }
}

/** Writes `text` one byte every 20 ms until done or closed; returns how many bytes went. */
function drip(socket: ReturnType<typeof rawConnection>['socket'], text: string) {
  let sent = 0
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) clearInterval(timer)
    else socket.write(text.charAt(sent++))
  }, 20)
  return {
    sent: () => sent,
    stop: () => {
      clearInterval(timer)
    },
  }
}

describe('slow clients', () => {
  it('answers 408 and disconnects a client dripping its body one byte at a time', async () => {
    const body = JSON.stringify({ query: '{ __typename }' }).padEnd(400, ' ')
    const client = rawConnection()
    client.socket.write(
      'POST /gql/public HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    )
    const dripping = drip(client.socket, body)
    await within(client.closed, 5_000, 'the drip-fed body')
    dripping.stop()
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(dripping.sent()).toBeLessThan(body.length / 2)
  })

  it('answers 408 and disconnects a client dripping its headers', async () => {
    const client = rawConnection()
    client.socket.write('GET /gql/public?query=%7B__typename%7D HTTP/1.1\r\nHost: shop.test\r\n')
    const dripping = drip(client.socket, `X-Padding: ${'a'.repeat(400)}\r\n\r\n`)
    await within(client.closed, 5_000, 'the drip-fed headers')
    dripping.stop()
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
  })

  it('closes a connection that sends nothing', async () => {
    const client = rawConnection()
    await within(client.closed, 5_000, 'the silent connection')
    expect(client.received()).not.toContain('200 OK')
  })

  it('still answers a client that sends its request at once', async () => {
    const response = await fetch(`${origin}/gql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } })
  })
})

describe('long-lived answers', () => {
  it('keeps a WebSocket subscription and an event stream open past every timeout', async () => {
    const variant = (await variantIds(api, ['TEA-1']))['TEA-1'] ?? ''
    const cart = await readyCart(api, [[variant, 1]])
    const placed = (
      await api.gql(placeOrderMutation, {
        variables: {
          input: {
            cartId: cart.id,
            idempotencyKey: idempotencyKey(),
            paymentMethod: 'TEST_CARD',
            card: testCard,
          },
        },
      })
    ).body.data?.placeOrder
    const number = placed?.order?.number ?? ''
    const variables = { number, accessToken: placed?.accessToken }
    const before = subscribers

    const socketClient = createClient({
      url: `${origin.replace('http', 'ws')}/gql/public`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    })
    const overSocket = socketClient
      .iterate<ResultOf<typeof orderStatusSubscription>>({
        query: print(orderStatusSubscription),
        variables,
      })
      .next()

    const stream = await fetch(`${origin}/gql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: print(orderStatusSubscription), variables }),
    })
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = stream.body?.getReader()
    let streamed = ''
    const streamedEvent = (async () => {
      for (;;) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) return streamed
        streamed += Buffer.from(chunk.value).toString('utf8')
        if (streamed.includes('FULFILLED')) return streamed
      }
    })()

    const listening = async () => {
      while (subscribers < before + 2) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await within(listening(), 5_000, 'both subscriptions listening')
    // A request started after both, whose answer stays silent, is cut once idleMs have passed.
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const categories = api.app.services.catalog.listCategories
    const stalled = vi
      .spyOn(api.app.services.catalog, 'listCategories')
      .mockImplementation(async (locale) => {
        await gate
        return categories(locale)
      })
    const silent = fetch(`${origin}/gql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { slug } }' }),
    })
    await expect(within(silent, 5_000, 'the silent answer')).rejects.toThrow('fetch failed')
    release()
    stalled.mockRestore()

    await api.app.services.orderAdmin.advance(number, { actor: 'admin' })
    const event = await within(overSocket, 5_000, 'the event over the WebSocket')
    expect(event.value).toMatchObject({ data: { orderStatusChanged: { status: 'FULFILLED' } } })
    expect(await within(streamedEvent, 5_000, 'the event over the stream')).toContain(
      '"status":"FULFILLED"',
    )
    await reader?.cancel()
    await socketClient.dispose()
  })
})
