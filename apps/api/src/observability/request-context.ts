import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { LoggerOptions } from 'pino'

/** What every line logged while a request is handled may carry about it. */
export interface RequestScope {
  requestId: string
  acceptLanguage: string | null
}

const storage = new AsyncLocalStorage<RequestScope>()

/** The request being handled by the current async flow, if any. */
export function currentRequest(): RequestScope | undefined {
  return storage.getStore()
}

/** Runs `work` as part of a request (WebSocket operations, which Fastify does not see). */
export function runInRequest<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work)
}

export const requestIdHeader = 'x-request-id'

/** An id a proxy may hand over: short, printable, no separators that could forge a log line. */
const saneRequestId = /^[A-Za-z0-9._:@-]{8,128}$/

/**
 * The request's id: a trusted proxy's `X-Request-Id` when it looks sane, else a new one. Without
 * a trusted proxy the header comes from the client, who could give another request's id.
 */
export function requestIdOf(
  request: Pick<IncomingMessage, 'headers'>,
  trustProxy: boolean | number,
): string {
  if (trustProxy === false || trustProxy === 0) return randomUUID()
  const given = request.headers[requestIdHeader]
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID()
}

const requestLoggers = new WeakSet<object>()

/**
 * Fastify options of the request id (see {@link requestIdOf}), logged as `requestId`. Request
 * loggers are remembered so that {@link requestIdMixin} does not write the id twice.
 */
export function requestIdOptions(trustProxy: boolean | number) {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request: IncomingMessage) => requestIdOf(request, trustProxy),
    childLoggerFactory(logger, bindings, options) {
      const child = logger.child(bindings, options)
      requestLoggers.add(child)
      return child
    },
  } satisfies Pick<
    FastifyServerOptions,
    'requestIdHeader' | 'logController' | 'genReqId' | 'childLoggerFactory'
  >
}

/**
 * Pino's mixin: a line logged by any logger (services log through the process logger) while a
 * request is handled carries that request's id.
 */
export const requestIdMixin: NonNullable<LoggerOptions['mixin']> = (_merge, _level, logger) => {
  const scope = storage.getStore()
  if (!scope || requestLoggers.has(logger)) return {}
  return { requestId: scope.requestId }
}

/** Returns the id in `X-Request-Id` and makes it the current request of everything that follows. */
export function registerRequestId(fastify: FastifyInstance): void {
  const scopes = new WeakMap<object, RequestScope>()
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id)
    const language = request.headers['accept-language']
    const scope = {
      requestId: request.id,
      acceptLanguage: typeof language === 'string' ? language : null,
    }
    scopes.set(request, scope)
    storage.run(scope, done)
  })
  // The body is read from the socket's own events, outside the scope: enter it again after.
  fastify.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request)
    if (scope) storage.run(scope, done)
    else done()
  })
}
