import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { silentLogger } from '../../test/database'
import { createMemoryRateLimiter, type RateLimiter } from './limiter'
import { createRedisRateLimiter } from './redis-limiter'

describe('memory rate limiter', () => {
  it('counts attempts per key in fixed windows', async () => {
    let now = 1_000
    const limiter = createMemoryRateLimiter(() => now)
    const rule = { limit: 2, windowMs: 10_000 }
    expect(await limiter.consume('a', rule)).toEqual({ allowed: true, retryAfterMs: 0 })
    expect(await limiter.consume('a', rule)).toEqual({ allowed: true, retryAfterMs: 0 })
    now += 4_000
    expect(await limiter.consume('a', rule)).toEqual({ allowed: false, retryAfterMs: 6_000 })
    expect((await limiter.consume('b', rule)).allowed).toBe(true)
    now += 6_000
    expect((await limiter.consume('a', rule)).allowed).toBe(true)
  })
})

const redisUrl = process.env.REDIS_URL
const stores: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]]
const clients: Redis[] = []
if (redisUrl) {
  stores.push([
    'redis',
    () => {
      const redis = new Redis(redisUrl)
      clients.push(redis)
      return createRedisRateLimiter(redis, silentLogger, `test-${randomBytes(6).toString('hex')}:`)
    },
  ])
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()))
})

describe.each(stores)('%s rate limiter', (_name, create) => {
  it('refuses past the limit and recovers after the window', async () => {
    const limiter = create()
    const rule = { limit: 2, windowMs: 300 }
    const decisions = []
    for (let attempt = 0; attempt < 3; attempt += 1)
      decisions.push(await limiter.consume('k', rule))
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false])
    expect(decisions[2]!.retryAfterMs).toBeGreaterThan(0)
    expect(decisions[2]!.retryAfterMs).toBeLessThanOrEqual(300)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect((await limiter.consume('k', rule)).allowed).toBe(true)
    await limiter.close()
  })

  it('takes back one attempt on refund and forgets a key on reset', async () => {
    const limiter = create()
    const rule = { limit: 2, windowMs: 60_000 }
    await limiter.consume('r', rule)
    await limiter.consume('r', rule)
    await limiter.refund('r')
    expect((await limiter.consume('r', rule)).allowed).toBe(true)
    expect((await limiter.consume('r', rule)).allowed).toBe(false)
    await limiter.reset('r')
    expect((await limiter.consume('r', rule)).allowed).toBe(true)
    expect((await limiter.consume('r', rule)).allowed).toBe(true)
    // A refund never goes below nothing, nor touches an unknown key.
    await limiter.reset('r')
    await limiter.refund('r')
    await limiter.refund('unknown')
    await limiter.consume('r', rule)
    await limiter.consume('r', rule)
    expect((await limiter.consume('r', rule)).allowed).toBe(false)
    await limiter.close()
  })
})
