import type { Redis } from 'ioredis'
import type { Logger } from 'pino'

import { createMemoryRateLimiter, type RateLimiter } from './limiter'

const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }
`

const refundScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`

function readCounts(reply: unknown): [number, number] {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return [reply[0], reply[1]]
  }
  throw new Error('Unexpected reply from the rate-limit script')
}

/**
 * A limiter shared by every API instance through Redis. When Redis cannot be reached, attempts
 * are counted in this process instead, so sign-in keeps working and stays limited.
 */
export function createRedisRateLimiter(redis: Redis, logger: Logger, prefix = 'rl:'): RateLimiter {
  const fallback = createMemoryRateLimiter()
  return {
    async consume(key, rule) {
      try {
        const reply: unknown = await redis.eval(consumeScript, 1, `${prefix}${key}`, rule.windowMs)
        const [count, ttl] = readCounts(reply)
        const allowed = count <= rule.limit
        return { allowed, retryAfterMs: allowed ? 0 : Math.max(ttl, 0) }
      } catch (error) {
        logger.warn({ err: error }, 'rate limiting falls back to this process: Redis failed')
        return fallback.consume(key, rule)
      }
    },
    async refund(key) {
      try {
        await redis.eval(refundScript, 1, `${prefix}${key}`)
      } catch (error) {
        logger.warn({ err: error }, 'rate limiting falls back to this process: Redis failed')
        await fallback.refund(key)
      }
    },
    async reset(key) {
      try {
        await redis.del(`${prefix}${key}`)
      } catch (error) {
        logger.warn({ err: error }, 'rate limiting falls back to this process: Redis failed')
        await fallback.reset(key)
      }
    },
    close: () => fallback.close(),
  }
}
