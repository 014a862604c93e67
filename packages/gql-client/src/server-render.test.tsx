// @vitest-environment node
import { parse } from 'graphql'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { useQuery } from 'urql'
import { afterEach, describe, expect, it } from 'vitest'

import { startGraphQLTestServer, type GraphQLTestServer } from '../test/graphql-test-server'
import { GqlClientsProvider, GqlScopeProvider, useAuth } from './react'
import { createServerPublicClient } from './server-client'

const helloQuery = parse(`
  query Hello($name: String) {
    hello(name: $name)
  }
`)

function Greeting(): ReactNode {
  const [result] = useQuery<{ hello: string }>({ query: helloQuery, variables: { name: 'Ana' } })
  const { isSignedIn } = useAuth('public')
  return (
    <p>
      {result.data?.hello ?? 'loading'} ({isSignedIn ? 'signed in' : 'anonymous'})
    </p>
  )
}

let server: GraphQLTestServer

afterEach(async () => {
  await server.close()
})

describe('server rendering with the React bindings', () => {
  it('renders what a loader prefetched, signed in from the cookie', async () => {
    server = await startGraphQLTestServer()
    const { client, clients } = createServerPublicClient({
      apiOrigin: server.origin,
      cookie: 'apollo:public.token=abc',
      locale: 'en',
    })
    await client.query(helloQuery, { name: 'Ana' }).toPromise()

    const html = renderToString(
      <GqlClientsProvider clients={clients}>
        <GqlScopeProvider scope="public">
          <Greeting />
        </GqlScopeProvider>
      </GqlClientsProvider>,
    )
    expect(html).toContain('Hello Ana')
    expect(html).toContain('signed in')
    expect(server.requests).toHaveLength(1)
  })
})
