import { readFileSync } from 'node:fs'

import { Client, fetchExchange } from '@urql/core'

import { buildSchema, getNamedType, graphql, isObjectType, type GraphQLSchema } from 'graphql'

import { normalizedCacheExchange, type GqlCacheConfig } from '../src/normalized-cache-exchange'
import { sdlPath, type SchemaName } from './schema-env'

/**
 * The API's printed schema of an audience, built for execution in tests.
 *
 * @param name `public` or `ambassador`
 * @returns the executable schema (resolved through a root value)
 */
export function apiSchema(name: SchemaName): GraphQLSchema {
  return buildSchema(readFileSync(sdlPath(name), 'utf8'))
}

/**
 * A `fetch` executing every request against `schema` in-process with `rootValue` (fields
 * resolve from its functions and plain properties); it records each operation's name.
 *
 * @param schema the executable schema
 * @param rootValue resolvers of the root fields
 * @returns the fetch and the names of the operations it ran
 */
export function executingFetch(
  schema: GraphQLSchema,
  rootValue: Record<string, unknown>,
): typeof fetch & { operations: string[] } {
  const run = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      query?: string
      variables?: Record<string, unknown>
      operationName?: string
    }
    run.operations.push(body.operationName ?? '')
    const result = await graphql({
      schema,
      rootValue,
      source: body.query ?? '',
      variableValues: body.variables,
      operationName: body.operationName,
    })
    return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } })
  }
  run.operations = [] as string[]
  return run
}

/** The names of the schema's mutations. */
export function mutationNames(schema: GraphQLSchema): string[] {
  return Object.keys(schema.getMutationType()?.getFields() ?? {})
}

/**
 * The mutations whose payload has a field of the object type `typeName` (`Cart`): those
 * that answer with the object as it now is.
 */
export function mutationsCarrying(schema: GraphQLSchema, typeName: string): string[] {
  return Object.values(schema.getMutationType()?.getFields() ?? {})
    .filter((mutation) => {
      const payload = getNamedType(mutation.type)
      return (
        isObjectType(payload) &&
        Object.values(payload.getFields()).some(
          (field) => getNamedType(field.type).name === typeName,
        )
      )
    })
    .map((mutation) => mutation.name)
    .sort()
}

/**
 * A client with the normalized cache `config`, answered in process by the API's printed schema
 * `name` resolving from `rootValue`: what a cache rule does, without a server.
 *
 * @returns the client, the operations it sent and the cache's warnings (a missing key…)
 */
export function cachedClient(
  name: SchemaName,
  config: GqlCacheConfig,
  rootValue: Record<string, unknown>,
): { client: Client; fetch: ReturnType<typeof executingFetch>; warnings: string[] } {
  const warnings: string[] = []
  const fetch = executingFetch(apiSchema(name), rootValue)
  const client = new Client({
    url: `http://api.test/gql/${name}`,
    preferGetMethod: false,
    fetch,
    exchanges: [
      normalizedCacheExchange({
        ...config,
        logger: (severity, message) => {
          if (severity !== 'debug') warnings.push(message)
        },
      }),
      fetchExchange,
    ],
  })
  return { client, fetch, warnings }
}
