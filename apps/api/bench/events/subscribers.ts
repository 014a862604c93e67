import { performance } from 'node:perf_hooks'

import type { ResultOf } from '@comptoir/gql-client/public-graphql'
import { print } from 'graphql'
import WebSocket from 'ws'

import { eventsSubscription, type EventData } from '../../test/ambassador-sockets'
import { protocol } from '../../test/ws'
import { placeOrderMutation, testCard } from '../checkout/place-order'
import { requestBody } from '../harness/gql'
import { percentile } from '../harness/percentile'
import type { SubscriberCommand, SubscriberReply } from './messages'

/**
 * The subscribers of the live events benchmark, in their own process pinned to the load core:
 * opens the ambassador's event sockets (graphql-transport-ws), places orders over HTTP with the
 * ambassador's code, and times each ORDER_ATTRIBUTED from the moment its placeOrder was sent.
 * Driven by its parent over IPC (messages.ts).
 */
const sockets: WebSocket[] = []
/** Receipt times of ORDER_ATTRIBUTED events, by order number. */
const receipts = new Map<string, number[]>()

function reply(message: SubscriberReply) {
  process.send?.(message)
}

function openOne(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocol)
    socket.on('open', () => {
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } }),
      )
    })
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type: string
        payload?: { data?: { ambassadorEvents?: EventData } }
      }
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: print(eventsSubscription) },
          }),
        )
        sockets.push(socket)
        resolve(true)
      }
      const event = message.payload?.data?.ambassadorEvents
      if (message.type === 'next' && event?.type === 'ORDER_ATTRIBUTED' && event.orderNumber) {
        const times = receipts.get(event.orderNumber) ?? []
        times.push(performance.now())
        receipts.set(event.orderNumber, times)
        if (allReceived(event.orderNumber)) waiters.get(event.orderNumber)?.()
      }
    })
    socket.on('error', () => {
      resolve(false)
    })
    socket.on('close', () => {
      resolve(false)
    })
  })
}

async function open(urls: string[], count: number, token: string): Promise<SubscriberReply> {
  let refused = 0
  // A hundred handshakes at a time: a burst of a thousand would measure the accept queue instead.
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, index) =>
      openOne(urls[(start + index) % urls.length] ?? '', token),
    )
    refused += (await Promise.all(batch)).filter((ok) => !ok).length
  }
  return { type: 'opened', sockets: sockets.length, refused }
}

interface PlaceOrderResult {
  data?: ResultOf<typeof placeOrderMutation> | null
}

/** Called when every socket received the order's event (see the message handler). */
const waiters = new Map<string, () => void>()

function allReceived(number: string): boolean {
  return (receipts.get(number)?.length ?? 0) >= sockets.length
}

/** Resolves once every socket received the order's event, or after `timeoutMs`. */
function waitForReceipts(number: string, timeoutMs: number): Promise<void> {
  if (allReceived(number)) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    function done() {
      clearTimeout(timer)
      waiters.delete(number)
      resolve()
    }
    waiters.set(number, done)
  })
}

async function orders(command: Extract<SubscriberCommand, { type: 'orders' }>) {
  const latencies: number[] = []
  let failedOrders = 0
  let delivered = 0
  for (const [index, cartId] of command.carts.entries()) {
    const sent = performance.now()
    const response = await fetch(command.endpoints[index % command.endpoints.length] ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: requestBody(placeOrderMutation, {
        input: {
          cartId,
          idempotencyKey: `${command.keyPrefix}-${index}`,
          paymentMethod: 'TEST_CARD',
          card: testCard,
        },
      }),
    })
    const body = (await response.json()) as PlaceOrderResult
    const number = body.data?.placeOrder.order?.number
    if (!number) {
      failedOrders += 1
      continue
    }
    await waitForReceipts(number, command.timeoutMs)
    const times = receipts.get(number) ?? []
    delivered += times.length
    latencies.push(...times.map((time) => time - sent))
  }
  const reply: SubscriberReply = {
    type: 'delivered',
    orders: command.carts.length,
    failedOrders,
    expected: command.carts.length * sockets.length,
    delivered,
    latencies: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
    },
  }
  return reply
}

process.on('message', (command: SubscriberCommand) => {
  const handle = async (): Promise<SubscriberReply | null> => {
    if (command.type === 'open') return open(command.urls, command.count, command.token)
    if (command.type === 'orders') return orders(command)
    for (const socket of sockets) socket.terminate()
    process.disconnect()
    return null
  }
  handle().then(
    (answer) => {
      if (answer) reply(answer)
    },
    (error: unknown) => {
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
    },
  )
})
