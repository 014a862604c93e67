import { randomBytes } from 'node:crypto'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { print } from 'graphql'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { approvedAmbassador } from '../../test/ambassador-fixtures'
import { waitFor } from '../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../test/app'
import { silentLogger } from '../../test/database'
import { protocol } from '../../test/ws'
import { ambassadorEvent } from '../modules/ambassadors/ambassador-events'
import { createRedisPubSub } from './redis-pubsub'

const redisUrl = process.env.REDIS_URL
const ambassadorCount = 100

const liveEventsSubscription = graphql(`
  subscription LiveOrderNumbers {
    ambassadorEvents {
      orderNumber
    }
  }
`)

const missedSubscription = graphql(`
  subscription EventsMissed {
    ambassadorEventsMissed
  }
`)

/** Names whose codes differ from the first letters on, so concurrent applications do not race. */
function distinctName(index: number): string {
  return `${'BCDFGHJKLM'.charAt(index % 10)}${'aeiouyaeio'.charAt(Math.floor(index / 10))}rianne`
}

interface Subscriber {
  id: string
  orders: string[]
  missed: string[]
  ready: Promise<void>
  close(): void
}

/** One ambassador's socket with both subscriptions, as the portal holds them. */
function subscribe(url: string, token: string, id: string): Subscriber {
  const socket = new WebSocket(url, protocol)
  const orders: string[] = []
  const missed: string[] = []
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('error', reject)
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        id?: string
        type: string
        payload?: {
          data?: {
            ambassadorEvents?: { orderNumber: string | null }
            ambassadorEventsMissed?: string
          }
        }
      }
      if (message.type === 'connection_ack') {
        for (const [key, document] of [
          ['events', liveEventsSubscription],
          ['missed', missedSubscription],
        ] as const) {
          socket.send(
            JSON.stringify({ id: key, type: 'subscribe', payload: { query: print(document) } }),
          )
        }
        resolve()
      }
      const order = message.payload?.data?.ambassadorEvents?.orderNumber
      if (message.type === 'next' && order) orders.push(order)
      const gap = message.payload?.data?.ambassadorEventsMissed
      if (message.type === 'next' && gap) missed.push(gap)
    })
  })
  socket.on('open', () => {
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } }),
    )
  })
  return {
    id,
    orders,
    missed,
    ready,
    close: () => {
      socket.close(1000)
    },
  }
}

describe.skipIf(!redisUrl && process.env.CI !== 'true')(
  `a Redis connection lost while ${String(ambassadorCount)} ambassadors are subscribed (needs REDIS_URL)`,
  { timeout: 120_000 },
  () => {
    const tag = randomBytes(6).toString('hex')
    const connectionName = `comptoir-test-${tag}`
    const prefix = `test-${tag}:events:`
    let api: TestApp
    let admin: Redis
    let subscribers: Subscriber[] = []

    beforeAll(async () => {
      const pubsub = createRedisPubSub({
        url: redisUrl ?? '',
        logger: silentLogger,
        connectionName,
        channelPrefix: prefix,
      })
      const plenty = { limit: 10_000, windowMs: 60_000 }
      api = await startTestApp({
        app: {
          pubsub,
          rateLimits: { signupPerAddress: plenty, loginPerAddress: plenty },
          requestsPerMinute: 100_000,
        },
      })
      admin = new Redis(redisUrl ?? '')
      const url = `${(await api.listen()).replace('http', 'ws')}/gql/ambassador`
      for (let batch = 0; batch < ambassadorCount; batch += 10) {
        const ambassadors = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            approvedAmbassador(api, `${distinctName(batch + index)} Listener`),
          ),
        )
        subscribers.push(...ambassadors.map((one) => subscribe(url, one.token, one.id)))
      }
      await Promise.all(subscribers.map((one) => one.ready))
      await waitFor(async () => {
        const counts = (await admin.pubsub(
          'NUMSUB',
          ...subscribers.map((one) => `${prefix}ambassadorEvent:${one.id}`),
        )) as (string | number)[]
        return counts.filter((_, index) => index % 2 === 1).every((count) => Number(count) === 1)
      }, 30_000)
    }, 120_000)

    afterAll(async () => {
      await Promise.allSettled(subscribers.map((one) => one.ready))
      for (const one of subscribers) one.close()
      subscribers = []
      await api.close()
      admin.disconnect()
    })

    const publishRound = (round: string) =>
      Promise.all(
        subscribers.map((one) =>
          api.app.services.pubsub.publish(
            'ambassadorEvent',
            one.id,
            ambassadorEvent('ORDER_ATTRIBUTED', one.id, new Date(), {
              orderNumber: `${round}-${one.id}`,
            }),
          ),
        ),
      )

    /** The ids of this test's own connections in CLIENT LIST (no other test's). */
    async function ownConnections(): Promise<string[]> {
      const list = (await admin.call('CLIENT', 'LIST')) as string
      return list
        .split('\n')
        .filter((line) => line.includes(` name=${connectionName} `))
        .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1] ?? '')
        .filter(Boolean)
    }

    it('tells every subscriber about the gap, then delivers each later event exactly once', async () => {
      await publishRound('before')
      await waitFor(() => subscribers.every((one) => one.orders.length === 1), 15_000)

      const connections = await ownConnections()
      expect(connections).toHaveLength(2)
      const killedAt = performance.now()
      for (const id of connections) await admin.call('CLIENT', 'KILL', 'ID', id)
      // Published while the connections are down: Redis keeps nothing for an absent subscriber.
      await publishRound('during')

      await waitFor(() => subscribers.every((one) => one.missed.length >= 1), 30_000)
      const recoveryMs = performance.now() - killedAt
      expect(await ownConnections()).toHaveLength(2)

      await publishRound('after-1')
      await publishRound('after-2')
      await publishRound('after-3')
      await waitFor(
        () =>
          subscribers.every(
            (one) => one.orders.filter((order) => order.startsWith('after-')).length >= 3,
          ),
        15_000,
      )
      // A moment for any duplicate to arrive: one more round trip through Redis.
      await publishRound('fence')
      await waitFor(() =>
        subscribers.every((one) => one.orders.some((o) => o.startsWith('fence-'))),
      )

      const after = subscribers.flatMap((one) => one.orders.filter((o) => o.startsWith('after-')))
      const duringDelivered = subscribers.flatMap((one) =>
        one.orders.filter((o) => o.startsWith('during-')),
      ).length
      expect(after).toHaveLength(3 * ambassadorCount)
      expect(new Set(after).size).toBe(after.length)
      // Each "during" event either arrived once or its subscriber was told of the gap.
      expect(duringDelivered).toBeLessThanOrEqual(ambassadorCount)
      expect(subscribers.every((one) => one.missed.length >= 1)).toBe(true)
      console.info(
        `Redis connections killed: gap told to ${String(ambassadorCount)}/${String(ambassadorCount)} subscribers in ${recoveryMs.toFixed(0)} ms; ` +
          `after: ${String(after.length)}/${String(3 * ambassadorCount)}, ${String(after.length - new Set(after).size)} duplicates; ` +
          `published during the gap and delivered anyway: ${String(duringDelivered)}`,
      )
    })
  },
)
