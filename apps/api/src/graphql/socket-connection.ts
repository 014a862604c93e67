import type { IncomingMessage } from 'node:http'

import { CloseCode, makeServer, type ServerOptions } from 'graphql-ws'
import type { Logger } from 'pino'
import type { WebSocket, WebSocketServer } from 'ws'

import { openSockets } from '../observability/metrics'
import { boundedSender, type BoundedSend } from './socket-backpressure'

/** How often every socket is pinged; one that did not answer the previous ping is dropped. */
const keepAliveMs = 12_000

/** Time a client has to send connection_init after opening its socket. */
const initialisationMs = 3_000

/** One socket as graphql-ws sees it; its messages go out through the scope's bounded sender. */
export class SocketConnection {
  private receiver: ((data: string) => Promise<void>) | null = null
  /** Set once the client sent connection_init (by the endpoint's onConnect). */
  initialised = false

  constructor(
    readonly socket: WebSocket,
    private readonly sender: BoundedSend,
  ) {}

  get protocol(): string {
    return this.socket.protocol
  }

  send(data: string): void {
    this.sender(this.socket, data)
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason)
  }

  onMessage(receiver: (data: string) => Promise<void>): void {
    this.receiver = receiver
  }

  received(data: string): Promise<void> {
    return this.receiver?.(data) ?? Promise.resolve()
  }
}

/** What graphql-ws's hooks get about a connection, besides what `onConnect` adds. */
export interface SocketExtra {
  connection: SocketConnection
  socket: WebSocket
  /** The upgrade request; dropped once the connection is initialised (see websocket.ts). */
  request: IncomingMessage
}

export interface ServeOptions {
  scope: string
  production: boolean
  logger: Logger
}

/**
 * graphql-ws on a `ws` server, as `graphql-ws/use/ws` does it, made to keep little per idle
 * socket: one keep-alive timer for the whole server instead of one per socket, plain `on`
 * listeners instead of `once` wrappers, no copy of the last message kept by a waiting handler,
 * and every message written through the back-pressure bound. Also counts the open sockets.
 */
export function serveGraphQLOverSockets<P extends Record<PropertyKey, unknown>, E>(
  wss: WebSocketServer,
  options: ServerOptions<P, SocketExtra & E>,
  settings: ServeOptions,
): { dispose(): Promise<void> } {
  const { scope, logger } = settings
  const server = makeServer({ ...options, connectionInitWaitTimeout: 0 })
  const sender = boundedSender(scope, logger)
  const internalError = (error: unknown) =>
    settings.production
      ? 'Internal server error'
      : String(error instanceof Error ? error.message : error).slice(0, 120)

  const awaitingPong = new WeakSet<WebSocket>()
  function answered(this: WebSocket) {
    awaitingPong.delete(this)
  }
  const keepAlive = setInterval(() => {
    for (const socket of wss.clients) {
      if (socket.readyState !== socket.OPEN) continue
      if (awaitingPong.has(socket)) {
        socket.terminate()
        continue
      }
      awaitingPong.add(socket)
      socket.ping()
    }
  }, keepAliveMs)
  keepAlive.unref()

  wss.on('error', (error) => {
    logger.error({ err: error, scope }, 'WebSocket server error')
    for (const client of wss.clients)
      client.close(CloseCode.InternalServerError, internalError(error))
  })
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    openSockets.inc({ scope })
    const connection = new SocketConnection(socket, sender)
    const extra = { connection, socket, request } as SocketExtra & E
    const closed = server.opened(connection, extra)
    // graphql-ws's own wait would keep its timer for the socket's whole life; this one is
    // forgotten once it has fired.
    setTimeout(() => {
      if (!connection.initialised) {
        socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout')
      }
    }, initialisationMs)
    socket.on('pong', answered)
    socket.on('error', (error) => {
      logger.warn({ err: error, scope }, 'WebSocket connection error')
      socket.close(CloseCode.InternalServerError, internalError(error))
    })
    socket.on('message', (data: Buffer) => {
      connection.received(String(data)).catch((error: unknown) => {
        logger.error({ err: error, scope }, 'WebSocket message handling failed')
        socket.close(CloseCode.InternalServerError, internalError(error))
      })
    })
    socket.on('close', (code: number, reason: Buffer) => {
      openSockets.dec({ scope })
      closed(code, String(reason)).catch((error: unknown) => {
        logger.error({ err: error, scope }, 'WebSocket close handling failed')
      })
    })
  })

  return {
    async dispose() {
      clearInterval(keepAlive)
      for (const client of wss.clients) client.close(1001, 'Going away')
      wss.removeAllListeners()
      await new Promise<void>((resolve, reject) => {
        wss.close((error) => {
          if (error) reject(error)
          else resolve()
        })
      })
    },
  }
}
