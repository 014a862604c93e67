import { serverAudits } from 'graphql-http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'

/**
 * The GraphQL-over-HTTP server audits of graphql-http, against /gql/public in a non-production
 * configuration: several audits query `__type`, which production refuses (introspection is off
 * there). GET requests carry the CSRF-prevention header, as the shop's client does.
 */
let api: TestApp
let url: string

beforeAll(async () => {
  api = await startTestApp({ env: { NODE_ENV: 'development' } })
  url = `${await api.listen()}/gql/public`
})

afterAll(async () => {
  await api.close()
})

const withCsrfHeader: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers)
  headers.set('x-graphql-yoga-csrf', '1')
  return fetch(input, { ...init, headers })
}

describe('graphql-http server audits', () => {
  it('passes every audit (MUST, SHOULD and MAY)', async () => {
    const audits = serverAudits({ url: () => url, fetchFn: withCsrfHeader })
    const results = await Promise.all(audits.map((audit) => audit.fn()))
    const failures = results
      .filter((result) => result.status !== 'ok')
      .map((result) => `${result.name}: ${'reason' in result ? result.reason : ''}`)
    expect(failures).toEqual([])
    expect(results.length).toBeGreaterThanOrEqual(40)
  })
})
