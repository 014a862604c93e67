import type { Socket } from 'node:net'

import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { approvedAmbassador } from '../../test/ambassador-fixtures'
import { eventsSubscription, waitFor } from '../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../test/app'
import { protocol } from '../../test/ws'
import { ambassadorEvent } from '../modules/ambassadors/ambassador-events'
import { metricsRegistry } from '../observability/metrics'
import { maxBufferedBytes } from './socket-backpressure'

async function gauge(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)?.get()
  return (
    metric?.values.find((value) =>
      Object.entries(labels).every(([key, label]) => value.labels[key] === label),
    )?.value ?? 0
  )
}

describe('a subscriber that stops reading', () => {
  let api: TestApp
  let url: string

  beforeAll(async () => {
    api = await startTestApp({ env: { REDIS_URL: '' } })
    url = `${(await api.listen()).replace('http', 'ws')}/gql/ambassador`
  })

  afterAll(async () => {
    await api.close()
  })

  it('is dropped once its backlog passes the bound, and what it held is released', async () => {
    const ambassador = await approvedAmbassador(api, 'Slow Reader')
    const socket = new WebSocket(url, protocol)
    let received = 0
    const subscribed = new Promise<void>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string }
        if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              id: '1',
              type: 'subscribe',
              payload: { query: print(eventsSubscription) },
            }),
          )
          resolve()
        }
        if (message.type === 'next') received += 1
      })
    })
    const closed = new Promise<void>((resolve) => {
      socket.once('close', () => {
        resolve()
      })
    })
    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { Authorization: `Bearer ${ambassador.token}` },
        }),
      )
    })
    await subscribed
    const open = await gauge('comptoir_websocket_open', { scope: 'ambassador' })
    // The subscription is live once a first event comes through.
    const event = ambassadorEvent('ORDER_ATTRIBUTED', ambassador.id, new Date(), {
      orderNumber: `CPT-${'9'.repeat(200)}`,
    })
    await waitFor(async () => {
      await api.app.services.pubsub.publish('ambassadorEvent', ambassador.id, event)
      return received > 0
    })

    // The client stops reading: its TCP socket is paused, the kernel buffers fill, then the server's.
    const tcp = (socket as unknown as { _socket: Socket })._socket
    tcp.pause()
    const bytesPerEvent = JSON.stringify(event).length
    const published = Math.ceil((40 * maxBufferedBytes) / bytesPerEvent)
    for (let sent = 0; sent < published; sent += 1) {
      await api.app.services.pubsub.publish('ambassadorEvent', ambassador.id, event)
      if (sent % 500 === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    await waitFor(
      async () =>
        (await gauge('comptoir_websocket_slow_closed_total', { scope: 'ambassador' })) === 1,
      10_000,
    )
    expect(await gauge('comptoir_websocket_open', { scope: 'ambassador' })).toBe(open - 1)
    tcp.resume()
    await closed
  })
})
