import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

describe('the GraphQL endpoints over HTTP', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'answer %s with 405 and the methods they allow',
    async (method) => {
      for (const url of ['/gql/public', '/gql/ambassador']) {
        const response = await api.app.fastify.inject({ method, url })
        expect(response.statusCode, `${method} ${url}`).toBe(405)
        expect(response.headers.allow).toBe('GET, POST')
      }
    },
  )

  it('never let a shared cache keep an answer', async () => {
    const response = await api.gql('{ categories { slug } }')
    expect(response.headers['cache-control']).toBe('no-store')
    const refused = await api.gql('{ me { id } }', { path: '/gql/ambassador' })
    expect(refused.status).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
  })
})
