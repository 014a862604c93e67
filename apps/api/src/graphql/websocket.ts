import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

import { getOperationAST, GraphQLError, OperationTypeNode, type ExecutionArgs } from 'graphql'
import { handleProtocols } from 'graphql-ws'
import type { Logger } from 'pino'
import { WebSocketServer } from 'ws'

import type { Viewer } from '../modules/accounts/sessions.service'
import type { RateLimiter, RateLimitRule } from '../rate-limit/limiter'
import { runInRequest } from '../observability/request-context'
import type { ServerContext } from './endpoint'
import { serveGraphQLOverSockets } from './socket-connection'
import {
  createSocketFanOut,
  subscriptionKey,
  type FanOutRequest,
  type SubscriptionOutcome,
} from './socket-fanout'
import type { SocketEndpoint } from './socket-endpoint'
import type { Pipeline } from './socket-pipeline'
import { clientAddress, coalesced, requestInfo, type ConnectionParams } from './socket-request'
import { exceedsVariableLimits, variablesRefusal } from './variable-limits'

type SocketState = Record<PropertyKey, unknown> & {
  server?: ServerContext
}

type Runner = Pick<Pipeline, 'execute' | 'subscribe'>

export type { SocketAuthentication, SocketEndpoint } from './socket-endpoint'

export interface WebSocketOptions {
  server: Server
  endpoints: SocketEndpoint[]
  /** Origins a browser may open sockets from; a request without Origin is not a browser's. */
  isAllowedOrigin: (origin: string) => boolean
  production: boolean
  /** As Fastify's trustProxy: which X-Forwarded-For entries name the client. */
  trustProxy: boolean | number
  limiter: RateLimiter
  connectionLimit: RateLimitRule
  /** Operations one address may start over sockets, as many as it may send over HTTP. */
  operationLimit: RateLimitRule
  logger: Logger
}

/** Operations one socket may run at once. */
const maxOperationsPerSocket = 50

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

function asGraphQLErrors(error: unknown): GraphQLError[] {
  if (error instanceof GraphQLError) return [error]
  if (Array.isArray(error) && error.every((item) => item instanceof GraphQLError)) return error
  throw error
}

/**
 * graphql-transport-ws on the same paths as HTTP, through the same Yoga pipeline (parse,
 * validate with armor and the introspection rule, context, execute with masked errors).
 */
export function attachWebSockets(options: WebSocketOptions): { dispose(): Promise<void> } {
  const servers = new Map<string, WebSocketServer>()
  const disposables: { dispose: () => void | Promise<void> }[] = []

  const inRequest = <T>(args: ExecutionArgs, work: () => T): T => {
    const context = args.contextValue as { request?: { acceptLanguage?: unknown } } | undefined
    const language = context?.request?.acceptLanguage
    return runInRequest(
      { requestId: randomUUID(), acceptLanguage: typeof language === 'string' ? language : null },
      work,
    )
  }

  for (const endpoint of options.endpoints) {
    // No per-message deflate: a compressor per socket would cost more memory than it saves.
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: 100 * 1024,
      perMessageDeflate: false,
      handleProtocols,
    })
    servers.set(endpoint.path, wss)
    const scope = endpoint.path.split('/').pop() ?? endpoint.path
    const authenticate = endpoint.authenticate && coalesced(endpoint.authenticate)
    const identify = endpoint.identify && coalesced(endpoint.identify)
    const runners = new WeakMap<object, Runner>()
    const runner = (args: ExecutionArgs): Runner => {
      const found =
        typeof args.contextValue === 'object' && args.contextValue !== null
          ? runners.get(args.contextValue)
          : undefined
      if (!found) throw new Error('Operation without a prepared pipeline')
      return found
    }
    const fanOut = createSocketFanOut()
    // Keyed by the operation's stand-in context; taken once graphql-ws subscribes, so a socket
    // does not keep the opener (and its pipeline) for the subscription's life.
    const shared = new WeakMap<object, FanOutRequest>()
    const subscribe = (args: ExecutionArgs) => {
      const request =
        typeof args.contextValue === 'object' && args.contextValue !== null
          ? shared.get(args.contextValue)
          : undefined
      if (!request) return inRequest(args, () => runner(args).subscribe(args))
      shared.delete(args.contextValue as object)
      return fanOut.join(request)
    }
    disposables.push(
      serveGraphQLOverSockets<ConnectionParams, SocketState>(
        wss,
        {
          onConnect: async (ctx) => {
            ctx.extra.connection.initialised = true
            const info = requestInfo(ctx.extra.request, ctx.connectionParams, options.trustProxy)
            const socket = ctx.extra.socket
            // An idle socket holds only what it needs: the request and its parameters were read
            // into `info`; the watch keeps the session's id, not the viewer's records.
            // (Set to undefined rather than deleted: a deletion would turn both into dictionaries.)
            Reflect.set(ctx.extra, 'request', undefined)
            Reflect.set(ctx, 'connectionParams', undefined)
            const watch = (viewer: Pick<Viewer, 'sessionId'>) => {
              if (!endpoint.watch) return
              const unwatch = endpoint.watch({ sessionId: viewer.sessionId }, (code, reason) => {
                socket.close(code, reason)
              })
              socket.on('close', unwatch)
            }
            if (!authenticate) {
              const viewer = identify ? await identify(info.authorization) : null
              if (viewer === 'ended') {
                socket.close(4401, 'Unauthorized')
                return false
              }
              ctx.extra.server = { requestInfo: info }
              if (viewer) watch(viewer)
              return true
            }
            const auth = await authenticate(info.authorization)
            if (auth.status === 'unauthenticated') {
              socket.close(4401, 'Unauthorized')
              return false
            }
            if (auth.status === 'forbidden') return false
            // The caller is looked up again for each operation (see onSubscribe).
            ctx.extra.server = { requestInfo: info }
            watch(auth.viewer)
            return true
          },
          onSubscribe: async (ctx, id, payload) => {
            const connection = ctx.extra.server
            if (!connection) return [new GraphQLError('Connection not initialised')]
            if (Object.keys(ctx.subscriptions).length > maxOperationsPerSocket) {
              return [new GraphQLError('Too many operations on this connection')]
            }
            const budget = await options.limiter.consume(
              `ws-op:ip:${connection.requestInfo.ip}`,
              options.operationLimit,
            )
            if (!budget.allowed) {
              return [
                new GraphQLError('Too many requests, try again in a minute', {
                  extensions: { code: 'RATE_LIMITED' },
                }),
              ]
            }
            if ([payload.variables, payload.extensions].some(exceedsVariableLimits)) {
              return [variablesRefusal(connection.requestInfo.acceptLanguage)]
            }
            let server = connection
            if (authenticate) {
              const auth = await authenticate(connection.requestInfo.authorization)
              if (auth.status !== 'authenticated') {
                ctx.extra.socket.close(
                  auth.status === 'forbidden' ? 4403 : 4401,
                  auth.status === 'forbidden' ? 'Forbidden' : 'Unauthorized',
                )
                return [new GraphQLError('Session ended')]
              }
              // Kept by this operation's context only, not by the socket.
              server = { ...connection, ...auth.server }
            }
            try {
              const pipeline = endpoint.pipeline(server, payload)
              const document = pipeline.parse(payload.query)
              const errors = pipeline.validate(document)
              if (errors.length > 0) return errors
              const operation = getOperationAST(document, payload.operationName)?.operation
              const identity =
                operation === OperationTypeNode.SUBSCRIPTION
                  ? endpoint.shareSubscriptionsBy?.(server)
                  : null
              const key = identity
                ? subscriptionKey(endpoint.path, identity, server.requestInfo, payload)
                : null
              const args = {
                schema: pipeline.schema,
                document,
                operationName: payload.operationName,
                variableValues: payload.variables,
              }
              if (key) {
                const standIn = {}
                shared.set(standIn, {
                  key,
                  socket: ctx.extra.connection,
                  id,
                  open: async () => {
                    const contextValue = await pipeline.contextFactory()
                    const run = { ...args, contextValue }
                    const outcome = await inRequest(run, () => pipeline.subscribe(run))
                    return outcome as SubscriptionOutcome
                  },
                })
                return { ...args, contextValue: standIn }
              }
              const contextValue = await pipeline.contextFactory()
              runners.set(contextValue, pipeline)
              return { ...args, contextValue }
            } catch (error) {
              return asGraphQLErrors(error)
            }
          },
          // An operation's log lines and masked errors carry an id, as an HTTP request's do.
          execute: (args) => inRequest(args, () => runner(args).execute(args)),
          subscribe,
        },
        { scope, production: options.production, logger: options.logger },
      ),
    )
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const wss = servers.get(path)
    if (!wss) {
      refuseUpgrade(socket, 404, 'Not Found')
      return
    }
    const origin = request.headers.origin
    if (origin !== undefined && !options.isAllowedOrigin(origin)) {
      refuseUpgrade(socket, 403, 'Forbidden')
      return
    }
    const address = clientAddress(request, options.trustProxy)
    options.limiter
      .consume(`ws:ip:${address}`, options.connectionLimit)
      .then((decision) => {
        if (!decision.allowed) {
          refuseUpgrade(socket, 429, 'Too Many Requests')
          return
        }
        wss.handleUpgrade(request, socket, head, (client) =>
          wss.emit('connection', client, request),
        )
      })
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'WebSocket upgrade failed')
        socket.destroy()
      })
  }
  options.server.on('upgrade', onUpgrade)

  return {
    async dispose() {
      options.server.off('upgrade', onUpgrade)
      // graphql-ws closes every socket with 1001 Going away, then closes its server.
      for (const disposable of disposables) await disposable.dispose()
    },
  }
}
