import { graphql } from 'graphql'

import { testRoot, testSchema } from './graphql-test-server'

/** A `fetch` that executes the test schema in-process and counts the requests it served. */
export function createSchemaFetch(): typeof fetch & { calls: number } {
  const schemaFetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    schemaFetch.calls += 1
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      query?: string
      variables?: Record<string, unknown>
      operationName?: string
    }
    const result = await graphql({
      schema: testSchema,
      rootValue: testRoot,
      source: body.query ?? '',
      variableValues: body.variables,
      operationName: body.operationName,
    })
    return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } })
  }
  schemaFetch.calls = 0
  return schemaFetch
}
