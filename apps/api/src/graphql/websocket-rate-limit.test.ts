import { createClient, type Client } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { startTestApp, type TestApp } from '../../test/app'

let api: TestApp
let client: Client

beforeAll(async () => {
  api = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } })
  const url = `${(await api.listen()).replace('http', 'ws')}/gql/public`
  client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false })
})

afterAll(async () => {
  await client.dispose()
  await api.close()
})

function run(query: string): Promise<{ data?: unknown; errors?: readonly unknown[] }> {
  return new Promise((resolve, reject) => {
    let last: { data?: unknown; errors?: readonly unknown[] } = {}
    client.subscribe(
      { query },
      {
        next: (value) => {
          last = value
        },
        error: (error: unknown) => {
          if (Array.isArray(error)) resolve({ errors: error })
          else reject(error instanceof Error ? error : new Error(JSON.stringify(error)))
        },
        complete: () => {
          resolve(last)
        },
      },
    )
  })
}

describe('operations over one socket', () => {
  it('count toward the per-address request limit, like HTTP requests', async () => {
    const answers = []
    for (let index = 0; index < 10; index += 1) answers.push(await run('{ __typename }'))
    const firstRefusal = answers.findIndex((answer) => answer.errors !== undefined)
    // The budget is 5 a minute; while Redis connects, one attempt may be counted in-process.
    expect(firstRefusal).toBeGreaterThanOrEqual(5)
    expect(firstRefusal).toBeLessThanOrEqual(6)
    expect(answers.slice(0, firstRefusal).every((answer) => answer.data !== undefined)).toBe(true)
    for (const refused of answers.slice(firstRefusal)) {
      expect(refused).toEqual({
        errors: [
          expect.objectContaining({
            message: 'Too many requests, try again in a minute',
            extensions: { code: 'RATE_LIMITED' },
          }),
        ],
      })
    }
  })
})
