import type { FastifyInstance, LogLevel } from 'fastify'

export interface HealthOptions {
  /** Resolves when the database answers. */
  ping(): Promise<void>
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

const verbose = new Set(['trace', 'debug', 'info'])

/** Probes come often: their request lines are logged at warn, unless the logger is quieter still. */
function probeLogLevel(current: string): LogLevel {
  if (verbose.has(current)) return 'warn'
  return current === 'error' || current === 'fatal' || current === 'silent' ? current : 'warn'
}

/** `/healthz`: the process runs. `/readyz`: it can serve (database reachable, not shutting down). */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions) {
  const noCache = { 'cache-control': 'no-store' }
  const logLevel = probeLogLevel(app.log.level)
  app.get('/healthz', { config: { rateLimit: false }, logLevel }, (_request, reply) =>
    reply.headers(noCache).send({ status: 'ok' }),
  )
  app.get('/readyz', { config: { rateLimit: false }, logLevel }, async (request, reply) => {
    reply.headers(noCache)
    if (options.draining()) return reply.code(503).send({ status: 'draining' })
    try {
      await withTimeout(options.ping(), options.timeoutMs ?? 2_000)
      return await reply.send({ status: 'ready', database: 'up' })
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer')
      return reply.code(503).send({ status: 'unavailable', database: 'down' })
    }
  })
}
