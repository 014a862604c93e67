import { Writable } from 'node:stream'

import { graphql } from '@comptoir/gql-client/public-graphql'
import { print } from 'graphql'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { testConfig } from '../../test/app'
import { openTestDatabase, type TestDatabase } from '../../test/database'
import { createMemoryTransport } from '../../test/mail'
import { buildApp, type ComptoirApp } from '../app'
import { loggerOptions } from '../logger'
import { metricsRegistry } from './metrics'
import { requestIdMixin } from './request-context'

const categoriesQuery = graphql(`
  query CategoriesOnFire {
    categories {
      slug
    }
  }
`)

const lines: Record<string, unknown>[] = []
let database: TestDatabase
let app: ComptoirApp

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  const logger = pino({ ...loggerOptions({ logLevel: 'info' }), mixin: requestIdMixin }, sink)
  database = await openTestDatabase()
  app = await buildApp({
    config: await testConfig({ NODE_ENV: 'production' }),
    database: database.handle,
    logger,
    mailTransport: createMemoryTransport(),
  })
})

afterAll(async () => {
  await app.close()
  await database.drop()
})

/** A counter's value, or a histogram's count, for the given labels. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)?.get()
  const found = metric?.values.find((value) => {
    const metricName: unknown = 'metricName' in value ? value.metricName : undefined
    return (
      (metricName === undefined || metricName === `${name}_count`) &&
      Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted)
    )
  })
  return found?.value ?? 0
}

describe('an unexpected error in a resolver', () => {
  it('is logged with its own cause and counted, and reaches the client masked, without a stack', async () => {
    vi.spyOn(app.services.catalog, 'listCategories').mockRejectedValueOnce(
      new Error('the warehouse table is gone'),
    )
    const errorsBefore = await counted('comptoir_graphql_errors_total', {
      code: 'INTERNAL_SERVER_ERROR',
    })
    const failedBefore = await counted('comptoir_graphql_operation_duration_seconds', {
      operation: 'CategoriesOnFire',
      outcome: 'error',
    })
    lines.length = 0

    const response = await app.fastify.inject({
      method: 'POST',
      url: '/gql/public',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: print(categoriesQuery) }),
    })
    const requestId = String(response.headers['x-request-id'])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      data: null,
      errors: [
        {
          message: 'Unexpected error.',
          path: ['categories'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ],
    })
    expect(response.body).not.toContain('warehouse')
    expect(response.body).not.toMatch(/stack|\.ts:\d+/)

    const logged = lines.filter((line) => line.level === 50)
    expect(JSON.stringify(logged)).not.toContain('TypeError')
    expect(logged).toEqual([
      expect.objectContaining({
        requestId,
        err: expect.objectContaining({
          message: 'the warehouse table is gone',
          stack: expect.stringContaining('the warehouse table is gone') as unknown,
        }) as unknown,
      }),
    ])

    expect(await counted('comptoir_graphql_errors_total', { code: 'INTERNAL_SERVER_ERROR' })).toBe(
      errorsBefore + 1,
    )
    expect(
      await counted('comptoir_graphql_operation_duration_seconds', {
        operation: 'CategoriesOnFire',
        outcome: 'error',
      }),
    ).toBe(failedBefore + 1)
  })
})
