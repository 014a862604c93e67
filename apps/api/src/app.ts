import { existsSync } from 'node:fs'
import { join } from 'node:path'

import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'

import { createCatalogueCaches, type CatalogueCaches } from './cache/catalogue-caches'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { adminPath, registerAdminRoute } from './graphql/admin/route'
import { ambassadorPath, publicPath, registerGraphQLRoutes } from './graphql/routes'
import { socketPipeline } from './graphql/socket-pipeline'
import { attachWebSockets } from './graphql/websocket'
import { registerCompression } from './http/compression'
import { registerHealthRoutes } from './http/health'
import { registerPackingSlipRoute } from './http/packing-slip-route'
import { registerInvoiceRoute } from './http/invoice-route'
import { registerPayoutStatementRoute } from './http/payout-statement-route'
import { originPolicy, registerHttpSecurity } from './http/security'
import { registerStaticApps } from './http/static-apps'
import { registerStripeWebhook } from './http/stripe-webhook'
import { defaultHttpTimeouts, httpTimeoutOptions, type HttpTimeouts } from './http/timeouts'
import { registerMetricsRoute } from './observability/metrics-server'
import { registerRequestId, requestIdOptions } from './observability/request-context'
import { identifyCustomer } from './modules/accounts/sessions.service'
import { ambassadorSocketCaller, staffSocketCaller } from './graphql/socket-authentication'
import {
  createPasswordHasher,
  owaspMinimumCost,
  type PasswordHashingCost,
} from './modules/accounts/passwords'
import { mailTransportFor, type MailTransport } from './modules/mail/mail-transport'
import { createMailDispatcher } from './modules/mail/outbox.service'
import { orderMailRenderers } from './modules/orders/order-confirmations'
import { productAssetsFolder, repoRoot } from './paths'
import {
  createMemoryRateLimiter,
  defaultRateLimits,
  type RateLimiter,
  type RateLimits,
} from './rate-limit/limiter'
import { withBackOfficeFeed } from './pubsub/back-office-feed'
import { pubsubForConfig } from './pubsub/for-config'
import type { PubSub } from './pubsub/pubsub'
import { createRedisRateLimiter } from './rate-limit/redis-limiter'
import type { FaqSettings } from './modules/faq/faq-facts'
import { createServices, type Services } from './services'

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  logger: Logger
  rateLimits?: Partial<RateLimits>
  /** HTTP requests per client address per minute (GraphQL and static alike). */
  requestsPerMinute?: number
  passwordCost?: PasswordHashingCost
  /** Floor on the answer time of requestPasswordReset. */
  resetRequestMinimumMs?: number
  /**
   * How long after an order its confirmation is sent (default 150 ms): it leaves with those of
   * the orders placed meanwhile, and sending it never competes with the order's live events.
   */
  confirmationDelayMs?: number
  mailTransport?: MailTransport
  /** Serve the built SPAs (default: in production). */
  serveApps?: boolean
  appRoots?: { shop: string; ambassador: string; admin?: string }
  /** The limiter of sign-in, reset and socket budgets (default: Redis when configured, else in-process). */
  rateLimiter?: RateLimiter
  /** Prefix of rate-limit keys in Redis (lets several apps share one Redis in tests). */
  redisKeyPrefix?: string
  /** The pub/sub of subscriptions (default: the configuration's, see pubsubForConfig). */
  pubsub?: PubSub
  /** Keep public catalogue answers and anonymous shop pages (default: yes). */
  catalogueCaches?: boolean
  /** What the FAQ's answers state (default: the settings checkout and the programme apply). */
  faqSettings?: FaqSettings
  /** How long the server waits on slow or idle clients (default: defaultHttpTimeouts). */
  httpTimeouts?: Partial<HttpTimeouts>
}

export interface ComptoirApp {
  fastify: FastifyInstance
  services: Services
  /** The catalogue's answer and page caches, unless turned off. */
  caches: CatalogueCaches | undefined
  /** Stops taking work: readiness fails, sockets close with 1001, in-flight requests finish. */
  close(): Promise<void>
}

function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  redis.on('error', (error) => {
    logger.warn({ err: error }, 'Redis connection problem')
  })
  return redis
}

/**
 * Waits (a few seconds at most) for Redis to take commands: without an offline queue, the limits
 * counted there would otherwise let the first requests through uncounted.
 */
async function redisReady(redis: Redis, logger: Logger, timeoutMs = 3000): Promise<void> {
  if (redis.status === 'ready') return
  let timer: NodeJS.Timeout | undefined
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      redis.once('ready', () => {
        resolve(true)
      })
    }),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        resolve(false)
      }, timeoutMs)
    }),
  ])
  clearTimeout(timer)
  if (!ready) logger.warn('Redis is not ready: limits are counted in this process meanwhile')
}

/** Builds the whole HTTP + WebSocket application for a configuration and an open database. */
export async function buildApp(options: AppOptions): Promise<ComptoirApp> {
  const { config, database, logger } = options
  let draining = false
  const redis = config.redisUrl ? createRedis(config.redisUrl, logger) : null
  if (redis) await redisReady(redis, logger)
  const keyPrefix = options.redisKeyPrefix ?? 'comptoir:'
  const limiter =
    options.rateLimiter ??
    (redis ? createRedisRateLimiter(redis, logger, `${keyPrefix}rl:`) : createMemoryRateLimiter())
  const transport = options.mailTransport ?? mailTransportFor(config, logger)
  const mail = createMailDispatcher(
    database.db,
    transport,
    logger,
    undefined,
    undefined,
    orderMailRenderers(database.db, config),
  )
  const pubsub = withBackOfficeFeed(options.pubsub ?? pubsubForConfig(config, logger))
  const services = createServices({
    pubsub,
    config,
    database,
    logger,
    hasher: createPasswordHasher(options.passwordCost ?? owaspMinimumCost),
    limiter,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    mail,
    resetRequestMinimumMs: options.resetRequestMinimumMs ?? 400,
    confirmationDelayMs: options.confirmationDelayMs ?? 150,
    faqSettings: options.faqSettings,
  })

  const fastifyLogger: FastifyBaseLogger = logger
  const fastify = Fastify({
    loggerInstance: fastifyLogger,
    bodyLimit: 100 * 1024,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < Number(config.trustProxy)
        : config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...httpTimeoutOptions({ ...defaultHttpTimeouts, ...options.httpTimeouts }),
    ...requestIdOptions(config.trustProxy),
  })
  // First, so that every answer (429s included) carries the request's id.
  registerRequestId(fastify)
  // While draining, responses close their connection so that keep-alive sockets do not hold the shutdown.
  fastify.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close')
  })
  const requestsPerMinute = options.requestsPerMinute ?? options.config.requestsPerMinute
  await registerHttpSecurity(fastify, {
    publicUrl: config.publicUrl,
    ambassadorUrl: config.ambassadorUrl,
    adminUrl: config.adminUrl,
    production: config.production,
    requestsPerMinute,
    redis,
    redisKeyPrefix: keyPrefix,
    stripe: config.stripe !== null,
  })
  await registerCompression(fastify)
  registerHealthRoutes(fastify, {
    ping: () => database.ping(),
    pingRedis: redis
      ? async () => {
          await redis.ping()
        }
      : undefined,
    draining: () => draining,
  })
  if (config.metricsToken) registerMetricsRoute(fastify, { token: config.metricsToken })
  if (services.stripeWebhooks) await registerStripeWebhook(fastify, services.stripeWebhooks)
  await fastify.register(fastifyStatic, {
    root: productAssetsFolder,
    prefix: '/media/products/',
    serve: existsSync(productAssetsFolder),
    maxAge: '30d',
    wildcard: true,
  })
  const caches =
    (options.catalogueCaches ?? true) ? createCatalogueCaches({ pubsub, logger }) : undefined
  const endpoints = registerGraphQLRoutes(fastify, services, {
    production: config.production,
    requestsPerMinute,
    ...(caches ? { caches } : {}),
  })
  const adminEndpoint = registerAdminRoute(fastify, services, {
    production: config.production,
    requestsPerMinute,
  })
  registerPayoutStatementRoute(fastify, services)
  registerInvoiceRoute(fastify, services)
  registerPackingSlipRoute(fastify, services)
  if (options.serveApps ?? config.production) {
    const roots = options.appRoots ?? {
      shop: join(repoRoot, 'apps/shop/dist'),
      ambassador: join(repoRoot, 'apps/ambassador/dist'),
      admin: join(repoRoot, 'apps/admin/dist'),
    }
    await registerStaticApps(fastify, {
      shopRoot: roots.shop,
      ambassadorRoot: roots.ambassador,
      ambassadorHostname: new URL(config.ambassadorUrl).hostname,
      ...(roots.admin && {
        admin: { root: roots.admin, hostname: new URL(config.adminUrl).hostname },
      }),
      publicUrl: config.publicUrl,
      ...(caches ? { pages: caches.pages } : {}),
    })
  } else {
    fastify.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'Not Found', path: request.url.split('?')[0] }),
    )
  }
  await fastify.ready()

  const sockets = attachWebSockets({
    server: fastify.server,
    endpoints: [
      {
        path: publicPath,
        pipeline: socketPipeline(endpoints.publicEndpoint),
        identify: (authorization) => identifyCustomer(services.db, authorization),
        watch: (viewer, close) => services.sessions.watch(viewer, close),
      },
      {
        path: ambassadorPath,
        pipeline: socketPipeline(endpoints.ambassadorEndpoint),
        authenticate: (authorization) => ambassadorSocketCaller(services.db, authorization),
        watch: (viewer, close) => services.sessions.watch(viewer, close),
        // An ambassador's subscriptions read only that ambassador's events.
        shareSubscriptionsBy: (server) => server.ambassador?.user.id ?? null,
      },
      {
        path: adminPath,
        pipeline: socketPipeline(adminEndpoint),
        authenticate: (authorization) => staffSocketCaller(services.staffAuth, authorization),
        watch: (viewer, close) => services.staffSessions.watch(viewer, close),
      },
    ],
    isAllowedOrigin: originPolicy(config),
    trustProxy: config.trustProxy,
    production: config.production,
    limiter,
    connectionLimit: { limit: Math.max(60, requestsPerMinute / 10), windowMs: 60_000 },
    operationLimit: { limit: requestsPerMinute, windowMs: 60_000 },
    logger,
  })
  void mail.flush()
  services.commissions.start()
  services.unpaidOrders.start()
  services.stockAlerts.start()
  if (config.commerce.bankTransfer.demo && config.production) {
    logger.warn(
      'bank transfers are shown the demo account: set BANK_TRANSFER_HOLDER, BANK_TRANSFER_IBAN and BANK_TRANSFER_BIC',
    )
  }
  if (config.commerce.shop.demo && config.production) {
    logger.warn(
      'invoices and statements name the demo company: set SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_SIREN, SHOP_VAT_NUMBER and SHOP_CONTACT_EMAIL',
    )
  }

  let closing: Promise<void> | null = null
  return {
    fastify,
    services,
    caches,
    close() {
      closing ??= (async () => {
        draining = true
        await sockets.dispose()
        await fastify.close()
        await services.stockAlerts.stop()
        await mail.stop()
        transport.close()
        services.commissions.stop()
        services.unpaidOrders.stop()
        await services.sessions.stop()
        await services.staffSessions.stop()
        await caches?.close()
        await pubsub.close()
        await limiter.close()
        if (redis) await redis.quit().catch(() => undefined)
      })()
      return closing
    },
  }
}
