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
  /**
   * Yields each time events may have been lost on the way to this process's subscribers (the
   * transport's connection dropped and came back): what they show should be read again.
   * Absent where the transport cannot lose events (a test double).
   */
  gaps?(): AsyncIterableIterator<EventsGap>
  close(): Promise<void>
}

/** Events may have been lost before `at` (ISO 8601): the connection is back since then. */
export interface EventsGap {
  at: string
}

/** Yoga's view of the topics: each takes a key and a JSON payload. The facade above adds the types. */
type PublishArgs = Record<string, [key: string, payload: unknown]>

/** The event target a pub/sub rides on: in memory, or one shared between processes (Redis). */
export type TopicEventTarget = PubSubEventTarget<PublishArgs>

/**
 * A pub/sub over an event target: the in-memory one by default; pass a distributed target (see
 * `createRedisPubSub`) to reach other instances. `onClose` releases what the target holds
 * (connections); `watchGaps` lets the transport tell subscribers that events may be lost.
 */
export function createPubSub(
  options: {
    eventTarget?: TopicEventTarget
    onClose?: () => Promise<void>
    /** Receives the function that tells this process's subscribers about a gap. */
    watchGaps?: (signal: () => void) => void
  } = {},
): PubSub {
  const inner = createYogaPubSub<PublishArgs>(
    options.eventTarget ? { eventTarget: options.eventTarget } : {},
  )
  const gapBus = createYogaPubSub<{ gap: [EventsGap] }>()
  options.watchGaps?.(() => {
    gapBus.publish('gap', { at: new Date().toISOString() })
  })
  return {
    gaps: () => gapBus.subscribe('gap'),
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

/** The gaps of a pub/sub; for one that cannot lose events, an iteration that never yields. */
export function gapsOf(pubsub: PubSub): AsyncIterableIterator<EventsGap> {
  return pubsub.gaps?.() ?? createYogaPubSub<{ gap: [EventsGap] }>().subscribe('gap')
}
