import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'

import { startTestApp, type TestApp } from '../../test/app'

const categoriesQuery = graphql(`
  query Categories {
    categories {
      slug
    }
  }
`)

const ambassadorMeQuery = ambassadorGraphql(`
  query AmbassadorMe {
    me {
      id
    }
  }
`)

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
    const response = await api.gql(categoriesQuery)
    expect(response.headers['cache-control']).toBe('no-store')
    const refused = await api.gql(ambassadorMeQuery, { path: '/gql/ambassador' })
    expect(refused.status).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
  })
})
