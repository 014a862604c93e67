import { createServer, type IncomingMessage } from 'node:http'

import { loadConfig } from '../../src/config'
import { openDatabase } from '../../src/db/client'
import { createLogger } from '../../src/logger'
import { createPasswordHasher } from '../../src/modules/accounts/passwords'
import { createMemoryPubSub } from '../../src/pubsub/pubsub'
import { createMemoryRateLimiter, defaultRateLimits } from '../../src/rate-limit/limiter'
import { createServices } from '../../src/services'

/**
 * The ceiling of checkout over HTTP on this machine: a bare `node:http` server (no Fastify, no
 * GraphQL) that hands each request's input to the product's own checkout service, which runs
 * the same two statements as the product (the checkout read, then comptoir_place_order) on
 * the same PostgreSQL, and answers in the shape of the placeOrder mutation. Mail is left in the
 * outbox (no dispatch). Started pinned to the server core with BENCH_PORT and DATABASE_URL.
 */
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' })
const logger = createLogger(config)
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, logger })
const services = createServices({
  config,
  database,
  logger,
  hasher: createPasswordHasher(),
  limiter: createMemoryRateLimiter(),
  rateLimits: defaultRateLimits,
  mail: { flush: () => Promise.resolve(), stop: () => Promise.resolve() },
  resetRequestMinimumMs: 0,
  confirmationDelayMs: 0,
  pubsub: createMemoryPubSub(),
})

interface PlaceOrderBody {
  variables: {
    input: {
      cartId: string
      idempotencyKey: string
      card?: { number: string; expiry: string; cvc: string }
    }
  }
}

async function bodyOf(request: IncomingMessage): Promise<PlaceOrderBody> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as PlaceOrderBody
}

const server = createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('ok')
    return
  }
  bodyOf(request)
    .then(async ({ variables: { input } }) => {
      const outcome = await services.checkout.placeOrder(
        { userId: null, email: null, locale: 'en' },
        {
          cartId: input.cartId,
          idempotencyKey: input.idempotencyKey,
          paymentMethod: 'test-card',
          card: input.card ?? null,
        },
        'en',
      )
      const placeOrder = outcome.ok
        ? {
            order: { number: outcome.value.order.number },
            accessToken: outcome.value.accessToken,
            errors: [],
          }
        : { order: null, accessToken: null, errors: outcome.errors }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ data: { placeOrder } }))
    })
    .catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ errors: [{ message: String(error) }] }))
    })
})
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1')
process.once('SIGTERM', () => {
  server.close()
  void database.close()
})
