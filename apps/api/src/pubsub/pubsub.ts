import { createPubSub as createYogaPubSub, type PubSubEventTarget } from 'graphql-yoga'

import type { Topic, Topics } from './topics'

/**
 * Publication of events to whoever listens, on this process or (with a distributed event target)
 * on any API instance. Events are addressed by topic and key (e.g. an order number); callers never
 * assume the subscriber lives in their process.
 */
export interface PubSub {
  publish<T extends Topic>(topic: T, key: string, payload: Topics[T]): Promise<void>
  /** The events of one topic and key from now on; ending the iteration unsubscribes. */
  subscribe<T extends Topic>(topic: T, key: string): AsyncIterableIterator<Topics[T]>
  close(): Promise<void>
}

/** Yoga's view of the topics: each takes a key and a JSON payload. The facade above adds the types. */
type PublishArgs = Record<string, [key: string, payload: unknown]>

/** The event target a pub/sub rides on: in memory, or one shared between processes (Redis). */
export type TopicEventTarget = PubSubEventTarget<PublishArgs>

/**
 * A pub/sub over an event target: the in-memory one by default; pass a distributed target (e.g.
 * `createRedisEventTarget` of `@graphql-yoga/redis-event-target`) to reach other instances.
 * `onClose` releases what the target holds (connections).
 */
export function createPubSub(
  options: { eventTarget?: TopicEventTarget; onClose?: () => Promise<void> } = {},
): PubSub {
  const inner = createYogaPubSub<PublishArgs>(
    options.eventTarget ? { eventTarget: options.eventTarget } : {},
  )
  return {
    publish(topic, key, payload) {
      inner.publish(topic, key, payload)
      return Promise.resolve()
    },
    subscribe<T extends Topic>(topic: T, key: string): AsyncIterableIterator<Topics[T]> {
      const events: AsyncIterableIterator<unknown> = inner.subscribe(topic, key)
      // Only `publish` above feeds a topic, with that topic's payload type.
      return events as AsyncIterableIterator<Topics[T]>
    },
    async close() {
      await options.onClose?.()
    },
  }
}

/** A pub/sub whose events reach only subscribers of this process. */
export function createMemoryPubSub(): PubSub {
  return createPubSub()
}
