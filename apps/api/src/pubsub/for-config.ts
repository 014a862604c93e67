import type { Logger } from 'pino'

import type { Config } from '../config'
import { withBackOfficeFeed } from './back-office-feed'
import { createMemoryPubSub, type PubSub } from './pubsub'
import { createRedisPubSub } from './redis-pubsub'

/**
 * The pub/sub a process of this configuration uses, the API and the CLI alike, so that what the
 * CLI publishes reaches the API's subscribers whenever the transport spans processes: Redis when
 * `REDIS_URL` is set (events reach every instance), else in memory (this process only). What the
 * back office follows is fed to it (see withBackOfficeFeed).
 */
export function pubsubForConfig(config: Config, logger: Logger): PubSub {
  if (config.redisUrl)
    return withBackOfficeFeed(createRedisPubSub({ url: config.redisUrl, logger }))
  logger.debug('pub/sub in memory')
  return withBackOfficeFeed(createMemoryPubSub())
}
