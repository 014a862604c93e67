import { Writable } from 'node:stream'

import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { createSchema, createYoga } from 'graphql-yoga'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp } from '../../test/app'
import { openTestDatabase, silentLogger, type TestDatabase } from '../../test/database'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { loggerOptions } from '../logger'
import { maskErrorWithRequestId } from './error-masking'
import { metricsRegistry } from './metrics'
import { useOperationMetrics } from './operation-metrics'
import { registerRequestId, requestIdMixin, requestIdOf, requestIdOptions } from './request-context'

interface Answer {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

/** A small Fastify + Yoga wired as app.ts and endpoint.ts wire the real ones, behind a proxy. */
function smallApi(database: DatabaseHandle | null, lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  const logger = pino({ ...loggerOptions({ logLevel: 'info' }), mixin: requestIdMixin }, sink)
  const loggerInstance: FastifyBaseLogger = logger
  const fastify = Fastify({ loggerInstance, ...requestIdOptions(1) })
  registerRequestId(fastify)
  const yoga = createYoga<{ req: unknown }>({
    schema: createSchema({
      typeDefs: 'type Query { ping: Int!, boom: Int!, logged: Int! }',
      resolvers: {
        Query: {
          ping: async () => {
            if (!database) return 1
            await database.db.execute(sql`select 1`)
            return 1
          },
          boom: () => {
            throw new Error('boom at the back')
          },
          logged: () => {
            logger.info('a service speaks')
            return 1
          },
        },
      },
    }),
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: (error: unknown) => {
        logger.error({ err: error }, 'graphql error')
      },
    },
    maskedErrors: { isDev: false, maskError: maskErrorWithRequestId },
    plugins: [useOperationMetrics('test')],
  })
  fastify.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request })
      reply.code(response.status)
      response.headers.forEach((value, name) => {
        reply.header(name, value)
      })
      return reply.send(Buffer.from(await response.arrayBuffer()))
    },
  })
  return fastify
}

async function ask(
  fastify: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
): Promise<{ body: Answer; requestId: string }> {
  const response = await fastify.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query }),
  })
  return { body: response.json<Answer>(), requestId: String(response.headers['x-request-id']) }
}

describe('a request id the client sends', () => {
  const sent = 'edge-4f2a91c0-reused'
  const idOf = async (env: Record<string, string>) => {
    const api = await startTestApp({ env })
    try {
      const response = await api.app.fastify.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': sent },
      })
      return String(response.headers['x-request-id'])
    } finally {
      await api.close()
    }
  }

  it('is ignored for a new one when no proxy is trusted, kept behind a trusted one', async () => {
    expect(await idOf({})).toMatch(/^[0-9a-f-]{36}$/)
    expect(await idOf({ TRUST_PROXY: '1' })).toBe(sent)
  })

  it('is read only when TRUST_PROXY names a proxy', () => {
    const request = { headers: { 'x-request-id': sent } }
    expect(requestIdOf(request, false)).not.toBe(sent)
    expect(requestIdOf(request, 0)).not.toBe(sent)
    expect(requestIdOf(request, true)).toBe(sent)
    expect(requestIdOf(request, 2)).toBe(sent)
  })
})

describe('request ids', () => {
  const lines: Record<string, unknown>[] = []
  const fastify = smallApi(null, lines)

  afterAll(() => fastify.close())

  it('takes a sane id from the proxy, makes one otherwise, and returns it', async () => {
    expect(
      (await ask(fastify, 'query P { ping }', { 'x-request-id': 'edge-4f2a91c0' })).requestId,
    ).toBe('edge-4f2a91c0')
    const forged = await ask(fastify, 'query P { ping }', { 'x-request-id': 'x"} {"level":60' })
    expect(forged.requestId).toMatch(/^[0-9a-f-]{36}$/)
    const plain = await ask(fastify, 'query P { ping }')
    expect(plain.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(plain.requestId).not.toBe(forged.requestId)
  })

  it('is on every line logged during the request, by Fastify and by services alike', async () => {
    lines.length = 0
    const { requestId } = await ask(fastify, 'query L { logged }')
    const service = lines.find((line) => line.msg === 'a service speaks')
    expect(service?.requestId).toBe(requestId)
    const ofRequest = lines.filter((line) => line.requestId === requestId)
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'a service speaks', 'request completed']),
    )
    // Fastify's own lines carry the id once, not twice.
    expect(lines.every((line) => !('reqId' in line))).toBe(true)
  })

  it('is carried by a masked error, and names the logged cause', async () => {
    lines.length = 0
    const { body, requestId } = await ask(fastify, 'query B { boom }')
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
      }),
    ])
    const logged = lines.find((line) => line.msg === 'graphql error')
    expect(logged?.requestId).toBe(requestId)
    expect(JSON.stringify(logged)).toContain('boom at the back')
  })
})

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(!databaseUrl && process.env.CI !== 'true')(
  'an exhausted connection pool (needs DATABASE_URL)',
  () => {
    let database: TestDatabase
    let tiny: DatabaseHandle
    let fastify: FastifyInstance
    const lines: Record<string, unknown>[] = []

    beforeAll(async () => {
      database = await openTestDatabase()
      tiny = await openDatabase({
        databaseUrl: database.url,
        dataDir: null,
        logger: silentLogger,
        poolSize: 2,
        poolTimeoutMs: 300,
      })
      fastify = smallApi(tiny, lines)
    })

    afterAll(async () => {
      await fastify.close()
      await tiny.close()
      await database.drop()
    })

    it('makes requests wait a bounded time, answers a retryable error, then recovers', async () => {
      let release: () => void = () => undefined
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      let holding = 0
      const holders = Array.from({ length: 2 }, () =>
        tiny.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`)
          holding += 1
          await gate
        }),
      )
      while (holding < 2) await new Promise((resolve) => setTimeout(resolve, 10))

      const started = performance.now()
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          ask(fastify, 'query Ping { ping }', { 'accept-language': 'fr-FR,fr;q=0.9' }),
        ),
      )
      const waitedMs = performance.now() - started
      expect(waitedMs).toBeLessThan(3_000)
      for (const { body, requestId } of answers) {
        expect(body.errors).toEqual([
          expect.objectContaining({
            message: 'La boutique est très sollicitée en ce moment. Réessayez dans un instant.',
            extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true, requestId },
          }),
        ])
      }
      expect(tiny.poolUse()).toMatchObject({ total: 2, waiting: 0 })

      release()
      await Promise.all(holders)
      const after = await Promise.all(
        Array.from({ length: 12 }, () => ask(fastify, 'query Ping { ping }')),
      )
      expect(after.map(({ body }) => body)).toEqual(Array(12).fill({ data: { ping: 1 } }))
      expect(tiny.poolUse()).toMatchObject({ waiting: 0 })

      const errors = await metricsRegistry.getSingleMetric('comptoir_graphql_errors_total')?.get()
      expect(errors?.values).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ labels: { code: 'SERVICE_UNAVAILABLE' }, value: 12 }),
        ]),
      )
      const timings = await metricsRegistry
        .getSingleMetric('comptoir_graphql_operation_duration_seconds')
        ?.get()
      const counted = (outcome: string) =>
        timings?.values.find(
          (value) =>
            'metricName' in value &&
            value.metricName === 'comptoir_graphql_operation_duration_seconds_count' &&
            value.labels.operation === 'Ping' &&
            value.labels.outcome === outcome,
        )?.value
      expect([counted('error'), counted('ok')]).toEqual([12, 12])
    })
  },
)
