import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { TadaDocumentNode } from 'gql.tada'
import { print, type DocumentNode } from 'graphql'

import { buildApp, type AppOptions, type ComptoirApp } from '../src/app'
import { loadConfig, type Config } from '../src/config'
import { openTestDatabase, silentLogger, type TestDatabase } from './database'
import { createMemoryTransport, type MemoryTransport } from './mail'

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number
  headers: Record<string, unknown>
  body: { data?: Data | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }
}

/** A GraphQL document, typed with the shape of its data when the caller names it. */
export type Query<Data> = string & { readonly __data?: Data }

export interface GraphQLRequest {
  variables?: Record<string, unknown>
  token?: string
  headers?: Record<string, string>
  path?: '/gql/public' | '/gql/ambassador' | '/gql/admin'
  /** Client address of the request (default 127.0.0.1). */
  ip?: string
}

export interface TestApp {
  app: ComptoirApp
  database: TestDatabase
  config: Config
  mail: MemoryTransport
  /**
   * Sends an operation: a typed document of `@comptoir/gql-client` (data and variables inferred from
   * the printed schemas), or a raw string for a request the schema must refuse.
   */
  gql<Data = Record<string, unknown>, Variables = Record<string, unknown>>(
    operation: TadaDocumentNode<Data, Variables> | Query<Data>,
    request?: Omit<GraphQLRequest, 'variables'> & { variables?: Variables },
  ): Promise<GraphQLResponse<Data>>
  /** Listens on a free port of 127.0.0.1 and returns the origin. */
  listen(): Promise<string>
  close(): Promise<void>
}

export interface TestAppOptions {
  env?: Record<string, string>
  app?: Partial<Omit<AppOptions, 'config' | 'database' | 'logger'>>
  database?: TestDatabase
}

export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MAIL_DIR: await mkdtemp(join(tmpdir(), 'comptoir-mail-')),
    PUBLIC_URL: 'http://shop.test',
    AMBASSADOR_URL: 'http://ambassador.shop.test',
    // Every test request comes from one address: the order limit has its own tests.
    ORDER_ATTEMPTS_PER_HOUR: '100000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  })
}

/** The API on its own migrated database, with e-mails kept in memory. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = await testConfig(options.env)
  const database = options.database ?? (await openTestDatabase())
  const mail = createMemoryTransport()
  const app = await buildApp({
    resetRequestMinimumMs: 50,
    // Sent at once, as the tests count what an order costs without the mail that follows it.
    confirmationDelayMs: 0,
    redisKeyPrefix: `test-${randomBytes(6).toString('hex')}:`,
    ...options.app,
    mailTransport: mail,
    config,
    database: database.handle,
    logger: silentLogger,
  })
  return {
    app,
    database,
    config,
    mail,
    async gql<Data>(
      operation: DocumentNode | Query<Data>,
      request: Omit<GraphQLRequest, 'variables'> & { variables?: unknown } = {},
    ) {
      const query = typeof operation === 'string' ? operation : print(operation)
      const response = await app.fastify.inject({
        method: 'POST',
        url: request.path ?? '/gql/public',
        remoteAddress: request.ip ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...request.headers,
        },
        payload: JSON.stringify({ query, variables: request.variables ?? {} }),
      })
      return {
        status: response.statusCode,
        headers: response.headers,
        body: response.json<GraphQLResponse<Data>['body']>(),
      }
    },
    listen: () => app.fastify.listen({ port: 0, host: '127.0.0.1' }),
    async close() {
      await app.close()
      if (!options.database) await database.drop()
    },
  }
}
