import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'

import { registerHealthRoutes } from './health'

function probes(state: { database: boolean; redis?: boolean; draining?: boolean }) {
  const app = Fastify()
  const answer = (up: boolean) => (up ? Promise.resolve() : Promise.reject(new Error('refused')))
  registerHealthRoutes(app, {
    ping: () => answer(state.database),
    pingRedis: state.redis === undefined ? undefined : () => answer(state.redis ?? false),
    draining: () => state.draining ?? false,
    timeoutMs: 500,
  })
  return app
}

describe('/readyz', () => {
  it('is ready with the database up, and Redis up where it is configured', async () => {
    const alone = await probes({ database: true }).inject({ url: '/readyz' })
    expect([alone.statusCode, alone.json()]).toEqual([200, { status: 'ready', database: 'up' }])
    const shared = await probes({ database: true, redis: true }).inject({ url: '/readyz' })
    expect([shared.statusCode, shared.json()]).toEqual([
      200,
      { status: 'ready', database: 'up', redis: 'up' },
    ])
  })

  it('is not ready when Redis does not answer, so the proxy sends the traffic elsewhere', async () => {
    const response = await probes({ database: true, redis: false }).inject({ url: '/readyz' })
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { status: 'unavailable', database: 'up', redis: 'down' },
    ])
  })

  it('is not ready when the database does not answer, or while draining', async () => {
    const down = await probes({ database: false, redis: true }).inject({ url: '/readyz' })
    expect([down.statusCode, down.json()]).toEqual([
      503,
      { status: 'unavailable', database: 'down', redis: 'up' },
    ])
    const draining = await probes({ database: true, draining: true }).inject({ url: '/readyz' })
    expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }])
  })
})
