import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'

import { createPubSub, type PubSub, type TopicEventTarget } from './pubsub'

export interface RedisPubSubOptions {
  url: string
  logger: Logger
  /** Prefix of the channels, so that several deployments (or test runs) can share one Redis. */
  channelPrefix?: string
}

/**
 * A pub/sub shared by every API instance connected to the same Redis: an event published on one
 * instance reaches the subscribers of all. Two connections are used, as Redis requires: one
 * publishes, the other only subscribes; commands wait in ioredis's queue until they connect. Channels are `<prefix><topic>:<key>`.
 */
export function createRedisPubSub(options: RedisPubSubOptions): PubSub {
  const prefix = options.channelPrefix ?? 'comptoir:events:'
  const publishClient = new Redis(options.url, { maxRetriesPerRequest: 2 })
  const subscribeClient = new Redis(options.url, { maxRetriesPerRequest: 2 })
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error) => {
      options.logger.warn({ err: error }, 'Redis pub/sub connection problem')
    })
  }
  const target: TopicEventTarget = createRedisEventTarget({ publishClient, subscribeClient })
  const prefixed: TopicEventTarget = {
    addEventListener: (type, listener, options) => {
      target.addEventListener(`${prefix}${type}`, listener, options)
    },
    removeEventListener: (type, listener, options) => {
      target.removeEventListener(`${prefix}${type}`, listener, options)
    },
    dispatchEvent: (event) =>
      target.dispatchEvent(new CustomEvent(`${prefix}${event.type}`, { detail: event.detail })),
  }
  return createPubSub({
    eventTarget: prefixed,
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
