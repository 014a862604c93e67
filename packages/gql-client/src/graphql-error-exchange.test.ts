// @vitest-environment node
import { parse } from 'graphql'
import { Client, fetchExchange } from '@urql/core'
import { describe, expect, it, vi } from 'vitest'

import { createSchemaFetch } from '../test/schema-fetch'
import { graphQLErrorExchange } from './graphql-error-exchange'

const brokenQuery = parse(`
  query Broken {
    broken
  }
`)
const helloQuery = parse(`
  query Hello {
    hello
  }
`)

describe('graphQLErrorExchange', () => {
  it('reports an error result to the handler and still delivers it', async () => {
    const onError = vi.fn()
    const client = new Client({
      url: 'http://api.test/gql/public',
      preferGetMethod: false,
      fetch: createSchemaFetch(),
      exchanges: [graphQLErrorExchange({ onError }), fetchExchange],
    })
    const result = await client.query(brokenQuery, {}).toPromise()
    expect(result.error?.graphQLErrors[0]?.message).toBe('Broken on purpose')
    expect(onError).toHaveBeenCalledOnce()
    const [error, operation] = onError.mock.calls[0] as [Error, { kind: string }]
    expect(error).toBe(result.error)
    expect(operation.kind).toBe('query')
  })

  it('stays silent for successful results', async () => {
    const onError = vi.fn()
    const client = new Client({
      url: 'http://api.test/gql/public',
      preferGetMethod: false,
      fetch: createSchemaFetch(),
      exchanges: [graphQLErrorExchange({ onError }), fetchExchange],
    })
    const result = await client.query(helloQuery, {}).toPromise()
    expect(result.data).toEqual({ hello: 'Hello world' })
    expect(onError).not.toHaveBeenCalled()
  })

  it('leaves socket auth refusals to the auth event', async () => {
    const onError = vi.fn()
    const refusal = Object.assign(new Error('4401'), { code: 4401, reason: 'Unauthorized' })
    const client = new Client({
      url: 'http://api.test/gql/public',
      preferGetMethod: false,
      fetch: () => Promise.reject(refusal),
      exchanges: [graphQLErrorExchange({ onError }), fetchExchange],
    })
    const result = await client.query(helloQuery, {}).toPromise()
    expect(result.error?.networkError?.message).toBe('4401')
    expect(onError).not.toHaveBeenCalled()
  })

  it('reports transport errors too', async () => {
    const onError = vi.fn()
    const client = new Client({
      url: 'http://api.test/gql/public',
      preferGetMethod: false,
      fetch: () => Promise.reject(new Error('Response not successful: Received status code 500')),
      exchanges: [graphQLErrorExchange({ onError }), fetchExchange],
    })
    await client.query(helloQuery, {}).toPromise()
    expect(onError).toHaveBeenCalledOnce()
  })

  it('sends session refusals to onSessionError only', async () => {
    const onError = vi.fn()
    const onSessionError = vi.fn()
    const refusal = (code: string, status: number) => () =>
      Promise.resolve(
        new Response(JSON.stringify({ errors: [{ message: 'No', extensions: { code } }] }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      )
    for (const [code, status, kind] of [
      ['UNAUTHENTICATED', 401, 'unauthenticated'],
      ['FORBIDDEN', 403, 'forbidden'],
    ] as const) {
      const client = new Client({
        url: 'http://api.test/gql/public',
        preferGetMethod: false,
        fetch: refusal(code, status),
        exchanges: [graphQLErrorExchange({ onError, onSessionError }), fetchExchange],
      })
      const result = await client.query(helloQuery, {}).toPromise()
      expect(result.error?.graphQLErrors[0]?.extensions.code).toBe(code)
      expect(onSessionError).toHaveBeenLastCalledWith(
        kind,
        expect.objectContaining({ kind: 'query' }),
      )
    }
    expect(onSessionError).toHaveBeenCalledTimes(2)
    expect(onError).not.toHaveBeenCalled()
  })
})
