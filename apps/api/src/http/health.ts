import type { FastifyInstance, LogLevel } from 'fastify'

export interface HealthOptions {
  /** Resolves when the database answers. */
  ping(): Promise<void>
  /** Resolves when Redis answers; absent when Redis is not configured. */
  pingRedis?: (() => Promise<void>) | undefined
  /** True once shutdown has begun: the instance should get no new traffic. */
  draining(): boolean
  timeoutMs?: number
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`))
    }, ms)
  })
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer)
  })
}

async function probe(
  ping: () => Promise<void>,
  timeoutMs: number,
): Promise<{ state: 'up' | 'down'; error?: unknown }> {
  try {
    await withTimeout(ping(), timeoutMs)
    return { state: 'up' }
  } catch (error) {
    return { state: 'down', error }
  }
}

const verbose = new Set(['trace', 'debug', 'info'])

/** Probes come often: their request lines are logged at warn, unless the logger is quieter still. */
function probeLogLevel(current: string): LogLevel {
  if (verbose.has(current)) return 'warn'
  return current === 'error' || current === 'fatal' || current === 'silent' ? current : 'warn'
}

/**
 * `/healthz`: the process runs. `/readyz`: it can serve: not shutting down, the database
 * reachable, and Redis too where it is configured (limits and events shared between instances).
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions) {
  const noCache = { 'cache-control': 'no-store' }
  const logLevel = probeLogLevel(app.log.level)
  app.get('/healthz', { config: { rateLimit: false }, logLevel }, (_request, reply) =>
    reply.headers(noCache).send({ status: 'ok' }),
  )
  app.get('/readyz', { config: { rateLimit: false }, logLevel }, async (request, reply) => {
    reply.headers(noCache)
    if (options.draining()) return reply.code(503).send({ status: 'draining' })
    const timeoutMs = options.timeoutMs ?? 2_000
    const [database, redis] = await Promise.all([
      probe(() => options.ping(), timeoutMs),
      options.pingRedis ? probe(options.pingRedis, timeoutMs) : null,
    ])
    const body = { database: database.state, ...(redis ? { redis: redis.state } : {}) }
    if (database.state === 'up' && redis?.state !== 'down') {
      return reply.send({ status: 'ready', ...body })
    }
    request.log.warn(
      { err: database.error ?? redis?.error },
      'not ready: the database or Redis does not answer',
    )
    return reply.code(503).send({ status: 'unavailable', ...body })
  })
}
