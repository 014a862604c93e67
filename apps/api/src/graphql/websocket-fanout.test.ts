import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador } from '../../test/ambassador-fixtures'
import { streamEvents, waitFor, type EventStream } from '../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../test/app'
import { ambassadorEvent } from '../modules/ambassadors/ambassador-events'
import { createMemoryPubSub, type PubSub } from '../pubsub/pubsub'

/** The in-memory pub/sub, counting the subscriptions opened per topic and key. */
function countingPubSub(): PubSub & { opened: Map<string, number> } {
  const inner = createMemoryPubSub()
  const opened = new Map<string, number>()
  return {
    ...inner,
    opened,
    subscribe(topic, key) {
      opened.set(`${topic}:${key}`, (opened.get(`${topic}:${key}`) ?? 0) + 1)
      return inner.subscribe(topic, key)
    },
  }
}

describe('ambassador subscriptions shared between sockets', () => {
  let api: TestApp
  let url: string
  const pubsub = countingPubSub()
  const streams: EventStream[] = []

  beforeAll(async () => {
    api = await startTestApp({ app: { pubsub } })
    url = `${(await api.listen()).replace('http', 'ws')}/gql/ambassador`
  })

  afterAll(async () => {
    for (const stream of streams) stream.close()
    await api.close()
  })

  const publishTo = (ambassadorId: string, orderNumber: string) =>
    pubsub.publish(
      'ambassadorEvent',
      ambassadorId,
      ambassadorEvent('ORDER_ATTRIBUTED', ambassadorId, new Date(), { orderNumber }),
    )

  it('runs one execution per ambassador for all their sockets, and each socket gets only its own ambassador’s events', async () => {
    const alice = await approvedAmbassador(api, 'Alice Shared')
    const bruno = await approvedAmbassador(api, 'Bruno Shared')
    const aliceSockets = Array.from({ length: 4 }, () => streamEvents(url, alice.token))
    const brunoSockets = Array.from({ length: 2 }, () => streamEvents(url, bruno.token))
    streams.push(...aliceSockets, ...brunoSockets)
    await Promise.all(streams.map((stream) => stream.subscribed))

    // Every subscription is in place once a probe reaches every socket.
    await waitFor(async () => {
      await publishTo(alice.id, 'PROBE-A')
      await publishTo(bruno.id, 'PROBE-B')
      return streams.every((stream) => stream.events.length > 0)
    })
    await publishTo(alice.id, 'CPT-ALICE')
    await publishTo(bruno.id, 'CPT-BRUNO')
    await waitFor(() =>
      streams.every((stream) =>
        stream.events.some((event) => event.orderNumber?.startsWith('CPT-')),
      ),
    )

    for (const stream of aliceSockets) {
      const numbers = stream.events.map((event) => event.orderNumber)
      expect(numbers).toContain('CPT-ALICE')
      expect(numbers.every((number) => number === 'CPT-ALICE' || number === 'PROBE-A')).toBe(true)
    }
    for (const stream of brunoSockets) {
      const numbers = stream.events.map((event) => event.orderNumber)
      expect(numbers).toContain('CPT-BRUNO')
      expect(numbers.every((number) => number === 'CPT-BRUNO' || number === 'PROBE-B')).toBe(true)
    }
    expect(pubsub.opened.get(`ambassadorEvent:${alice.id}`)).toBe(1)
    expect(pubsub.opened.get(`ambassadorEvent:${bruno.id}`)).toBe(1)

    // A socket that leaves does not end the others' subscription.
    aliceSockets[0]?.close()
    await aliceSockets[0]?.closed
    await publishTo(alice.id, 'CPT-ALICE-2')
    await waitFor(() =>
      aliceSockets
        .slice(1)
        .every((stream) => stream.events.some((event) => event.orderNumber === 'CPT-ALICE-2')),
    )
    expect(pubsub.opened.get(`ambassadorEvent:${alice.id}`)).toBe(1)
  })
})
