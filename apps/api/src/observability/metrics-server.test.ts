import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'

import { openTestDatabase } from '../../test/database'
import { registerMetricsRoute, startMetricsServer } from './metrics-server'

const token = 'a-long-random-scrape-secret-0123'

describe('/metrics', () => {
  const app = Fastify()
  registerMetricsRoute(app, { token })

  afterAll(() => app.close())

  it('is served on its own port, with pool use among the metrics', async () => {
    const database = await openTestDatabase()
    const metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' })
    try {
      await database.handle.ping()
      const response = await fetch(`${metrics.address}/metrics`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      const body = await response.text()
      expect(body).toContain('comptoir_graphql_operation_duration_seconds')
      expect(body).toContain('comptoir_mail_outbox_backlog')
      expect(body).toContain('process_resident_memory_bytes')
      if (database.url) expect(body).toMatch(/comptoir_db_pool_connections\{state="total"\} [1-9]/)
      expect((await fetch(`${metrics.address}/`)).status).toBe(404)
    } finally {
      await metrics.close()
      await database.drop()
    }
  })

  it('answers on the main port only to the token, as if absent otherwise', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(404)
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })
    expect(wrong.statusCode).toBe(404)
    const right = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('comptoir_websocket_open')
  })
})
