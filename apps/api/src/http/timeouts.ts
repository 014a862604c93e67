import type { FastifyReply, FastifyServerOptions } from 'fastify'

/** How long the server waits on a client, in milliseconds. */
export interface HttpTimeouts {
  /** From a request's first byte (or the connection) to its last header. */
  headersMs: number
  /** From a request's first byte (or the connection) to the last byte of its body. */
  requestMs: number
  /** A connection on which no byte moves either way; WebSockets and event streams excepted. */
  idleMs: number
  /** How often requests in progress are held against headersMs and requestMs. */
  checkEveryMs: number
}

/**
 * A body of 100 KB arrives in a few seconds even on a poor mobile link; a client dripping bytes
 * is answered 408 and disconnected. Idle connections outlive the keep-alive (72 s) only briefly.
 */
export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  idleMs: 75_000,
  checkEveryMs: 2_000,
}

/** Fastify's options for these timeouts (Fastify's own defaults wait forever). */
export function httpTimeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number }
} {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  }
}

/** An answer that stays open for events: silence between them is not idleness. */
export function keepOpenWhileStreaming(reply: FastifyReply): void {
  reply.raw.setTimeout(0)
}
