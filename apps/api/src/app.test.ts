import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../test/app'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

describe('operations endpoints', () => {
  it('answers /healthz and /readyz while the database is up', async () => {
    const health = await api.app.fastify.inject({ url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok' })
    const ready = await api.app.fastify.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up' })
    expect(ready.headers['cache-control']).toBe('no-store')
  })

  it("returns each request's id, a new one as no proxy is trusted (see request-id.test.ts)", async () => {
    const given = await api.app.fastify.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-7f3a9c21' },
    })
    expect(given.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const forged = await api.app.fastify.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad\nid' },
    })
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('gives a JSON 404 for unknown paths outside production', async () => {
    const response = await api.app.fastify.inject({ url: '/nowhere?secret=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not Found', path: '/nowhere' })
  })
})

describe('HTTP hardening', () => {
  it('sends security headers on GraphQL responses', async () => {
    const response = await api.gql('{ __typename }')
    expect(response.status).toBe(200)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'")
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('allows CORS only from the shop and portal origins, with credentials', async () => {
    const preflight = (origin: string, url = '/gql/public') =>
      api.app.fastify.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      })
    for (const origin of [api.config.publicUrl, api.config.ambassadorUrl]) {
      const allowed = await preflight(origin)
      expect(allowed.statusCode).toBe(204)
      expect(allowed.headers['access-control-allow-origin']).toBe(origin)
      expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    }
    const ambassador = await preflight(api.config.ambassadorUrl, '/gql/ambassador')
    expect(ambassador.statusCode).toBe(204)
    expect(ambassador.headers['access-control-allow-headers']).toContain('authorization')
    const refused = await preflight('https://evil.example')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses bodies over 100 KiB', async () => {
    const response = await api.app.fastify.inject({
      method: 'POST',
      url: '/gql/public',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ __typename }${' '.repeat(110 * 1024)}` }),
    })
    expect(response.statusCode).toBe(413)
  })
})
