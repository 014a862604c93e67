import type { Logger } from 'pino'

import type { Config } from '../config'
import { createMemoryPubSub, type PubSub } from './pubsub'
import { createRedisPubSub } from './redis-pubsub'

/**
 * The pub/sub a process of this configuration uses, the API and the CLI alike, so that what the
 * CLI publishes reaches the API's subscribers whenever the transport spans processes: Redis when
 * `REDIS_URL` is set (events reach every instance), else in memory (this process only).
 */
export function pubsubForConfig(config: Config, logger: Logger): PubSub {
  if (config.redisUrl) return createRedisPubSub({ url: config.redisUrl, logger })
  logger.debug('pub/sub in memory')
  return createMemoryPubSub()
}
