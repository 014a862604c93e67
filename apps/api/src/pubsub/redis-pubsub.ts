import { Redis } from 'ioredis'
import type { Logger } from 'pino'

import { eventDeliveryDelay, eventsMissed } from '../observability/metrics'
import { createPubSub, type PubSub, type TopicEventTarget } from './pubsub'

export interface RedisPubSubOptions {
  url: string
  logger: Logger
  /** Prefix of the channels, so that several deployments (or test runs) can share one Redis. */
  channelPrefix?: string
  /** CLIENT SETNAME of both connections (an operator, or a test, can find them in CLIENT LIST). */
  connectionName?: string
}

/** What travels on a channel: the payload and when it was published (for the delivery delay). */
interface Envelope {
  payload: unknown
  publishedAt: number
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'payload' in value &&
    typeof (value as { publishedAt?: unknown }).publishedAt === 'number'
  )
}

type Listener = (event: CustomEvent) => void

/**
 * A pub/sub shared by every API instance connected to the same Redis: an event published on one
 * instance reaches the subscribers of all. Two connections are used, as Redis requires: one
 * publishes, the other only subscribes; commands wait in ioredis's queue until they connect.
 * Channels are `<prefix><topic>:<key>`.
 *
 * Redis keeps no message for a subscriber that is away, so a lost connection is a gap: when the
 * subscribing connection is back (its channels subscribed again), or when a publication failed,
 * the subscribers of every instance are told through {@link PubSub.gaps}.
 */
export function createRedisPubSub(options: RedisPubSubOptions): PubSub {
  const prefix = options.channelPrefix ?? 'comptoir:events:'
  const gapChannel = `${prefix}__gap`
  const clientOptions = {
    maxRetriesPerRequest: 2,
    ...(options.connectionName ? { connectionName: options.connectionName } : {}),
  }
  const publishClient = new Redis(options.url, clientOptions)
  const subscribeClient = new Redis(options.url, clientOptions)
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error) => {
      options.logger.warn({ err: error }, 'Redis pub/sub connection problem')
    })
  }

  let signalGap: () => void = () => undefined
  const gap = (reason: string) => {
    eventsMissed.inc()
    options.logger.warn({ reason }, 'pub/sub events may have been lost; subscribers are told')
    signalGap()
  }

  const listeners = new Map<string, Set<Listener>>()
  subscribeClient.on('message', (channel: string, message: string) => {
    if (channel === gapChannel) {
      gap('a publication failed on an instance')
      return
    }
    const callbacks = listeners.get(channel)
    if (!callbacks) return
    let envelope: unknown
    try {
      envelope = JSON.parse(message)
    } catch {
      options.logger.warn({ channel }, 'unreadable pub/sub message dropped')
      return
    }
    if (!isEnvelope(envelope)) return
    const topic = channel.slice(prefix.length).split(':')[0] ?? 'unknown'
    eventDeliveryDelay.observe({ topic }, Math.max(0, Date.now() - envelope.publishedAt) / 1000)
    const event = new CustomEvent(channel.slice(prefix.length), { detail: envelope.payload })
    for (const callback of callbacks) callback(event)
  })
  void subscribeClient.subscribe(gapChannel).catch(() => undefined)

  // Resubscription after a reconnection happens right after 'ready': a PING queued behind it
  // answers once the channels are subscribed again, and only then are subscribers told.
  let subscriberLost = false
  subscribeClient.on('close', () => {
    subscriberLost = true
  })
  subscribeClient.on('ready', () => {
    if (!subscriberLost) return
    subscriberLost = false
    setImmediate(() => {
      subscribeClient.ping().then(
        () => {
          gap('the subscribing connection came back')
        },
        () => {
          subscriberLost = true
        },
      )
    })
  })

  const publishFailed = (error: unknown) => {
    options.logger.warn({ err: error }, 'event not published')
    gap('a publication failed here')
    // Other instances learn it once Redis answers again (the notice waits in the queue).
    publishClient.publish(gapChannel, '').catch(() => undefined)
  }

  const target: TopicEventTarget = {
    addEventListener(type, listener) {
      if (!listener) return
      const channel = `${prefix}${type}`
      // Yoga's target is typed per topic; every event here is a CustomEvent of that topic.
      const callback: Listener =
        'handleEvent' in listener
          ? (event) => {
              listener.handleEvent(event as Parameters<typeof listener.handleEvent>[0])
            }
          : (listener as Listener)
      let callbacks = listeners.get(channel)
      if (!callbacks) {
        callbacks = new Set()
        listeners.set(channel, callbacks)
        void subscribeClient.subscribe(channel).catch(() => undefined)
      }
      callbacks.add(callback)
      originals.set(listener, callback)
    },
    removeEventListener(type, listener) {
      if (!listener) return
      const channel = `${prefix}${type}`
      const callbacks = listeners.get(channel)
      const callback = originals.get(listener)
      if (!callbacks || !callback) return
      callbacks.delete(callback)
      if (callbacks.size > 0) return
      listeners.delete(channel)
      void subscribeClient.unsubscribe(channel).catch(() => undefined)
    },
    dispatchEvent(event) {
      const envelope: Envelope = { payload: event.detail, publishedAt: Date.now() }
      publishClient.publish(`${prefix}${event.type}`, JSON.stringify(envelope)).catch(publishFailed)
      return true
    },
  }
  const originals = new WeakMap<object, Listener>()

  return createPubSub({
    eventTarget: target,
    watchGaps(signal) {
      signalGap = signal
    },
    async onClose() {
      await Promise.all(
        [publishClient, subscribeClient].map((client) =>
          client.quit().catch(() => {
            client.disconnect()
          }),
        ),
      )
    },
  })
}
