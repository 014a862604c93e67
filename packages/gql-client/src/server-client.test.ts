// @vitest-environment node
import { parse } from 'graphql'
import { afterEach, describe, expect, it } from 'vitest'

import { startGraphQLTestServer, type GraphQLTestServer } from '../test/graphql-test-server'
import { createServerPublicClient } from './server-client'

const helloQuery = parse(`
  query Hello($name: String) {
    hello(name: $name)
  }
`)

let server: GraphQLTestServer

afterEach(async () => {
  await server.close()
})

describe('createServerPublicClient', () => {
  it("POSTs to the absolute address with the visitor's token and the page's language", async () => {
    server = await startGraphQLTestServer()
    const { client } = createServerPublicClient({
      apiOrigin: server.origin,
      cookie: 'theme=dark; apollo:public.token=tok%2Fen; apollo:ambassador.token=other',
      locale: 'fr',
    })
    const result = await client.query(helloQuery, { name: 'Ana' }).toPromise()
    expect(result.data).toEqual({ hello: 'Hello Ana' })
    const [request] = server.requests
    expect(request).toMatchObject({ method: 'POST', path: '/gql/public' })
    expect(request?.headers.authorization).toBe('Bearer tok/en')
    expect(request?.headers['accept-language']).toBe('fr')
  })

  it('sends no token for an anonymous visitor, and reads oldPublic from its own cookie', async () => {
    server = await startGraphQLTestServer()
    const anonymous = createServerPublicClient({ apiOrigin: server.origin, locale: 'en' })
    await anonymous.client.query(helloQuery, {}).toPromise()
    const old = createServerPublicClient({
      apiOrigin: server.origin,
      cookie: 'apollo:public.token=a; apollo:oldPublic.token=b',
      locale: 'en',
      scope: 'oldPublic',
    })
    await old.client.query(helloQuery, {}).toPromise()
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer b',
    ])
  })

  it('records its results for the browser, one client per request', async () => {
    server = await startGraphQLTestServer()
    const first = createServerPublicClient({ apiOrigin: server.origin, locale: 'en' })
    const second = createServerPublicClient({ apiOrigin: server.origin, locale: 'en' })
    await first.client.query(helloQuery, { name: 'Ana' }).toPromise()
    const data = Object.values(first.extractData())
    expect(data).toHaveLength(1)
    expect(JSON.parse(data[0]?.data ?? 'null')).toEqual({ hello: 'Hello Ana' })
    expect(second.extractData()).toEqual({})
  })

  it('gives the React bindings the same client and the sign-in state of the cookie', async () => {
    server = await startGraphQLTestServer()
    const { client, clients } = createServerPublicClient({
      apiOrigin: server.origin,
      cookie: 'apollo:public.token=abc',
      locale: 'fr',
    })
    expect(clients.client('public')).toBe(client)
    expect(clients.isSignedIn('public')).toBe(true)
    expect(clients.isSignedIn('ambassador')).toBe(false)
    expect(clients.locale()).toBe('fr')
    expect(() => clients.client('ambassador')).toThrow(
      'The ambassador scope is not rendered on the server',
    )
    expect(() => {
      clients.logout('public')
    }).toThrow('Signing out is not available while rendering on the server')
  })
})
