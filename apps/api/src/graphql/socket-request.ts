import type { IncomingMessage } from 'node:http'

import type { RequestInfo } from './context'

export type ConnectionParams = Record<string, unknown>

function findParam(params: ConnectionParams | undefined, name: string): string | null {
  if (!params) return null
  const nested = params.headers
  const sources = [params, typeof nested === 'object' && nested !== null ? nested : {}]
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      if (key.toLowerCase() === name && typeof value === 'string') return value
    }
  }
  return null
}

/** The client's address: the socket peer, or as many X-Forwarded-For hops back as proxies are trusted. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean | number): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  const header = request.headers['x-forwarded-for']
  if (trustProxy === false || trustProxy === 0 || typeof header !== 'string') return peer
  const forwarded = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = [peer, ...forwarded.reverse()]
  const hops = trustProxy === true ? chain.length - 1 : Math.min(trustProxy, chain.length - 1)
  return chain[hops] ?? peer
}

export function requestInfo(
  request: IncomingMessage,
  params: ConnectionParams | undefined,
  trustProxy: boolean | number,
): RequestInfo {
  const header = request.headers['accept-language']
  return {
    authorization: findParam(params, 'authorization'),
    acceptLanguage:
      findParam(params, 'acceptlanguage') ??
      findParam(params, 'accept-language') ??
      (typeof header === 'string' ? header : null),
    ip: clientAddress(request, trustProxy),
  }
}

/**
 * Concurrent look-ups of the same Authorization share one query (a burst of sockets opened with
 * one session makes one, not one each); a look-up starts afresh once the previous one settled.
 * A session ended meanwhile is caught by the session watch, as for any socket already open.
 */
export function coalesced<T>(lookup: (authorization: string | null) => Promise<T>) {
  const inFlight = new Map<string | null, Promise<T>>()
  return (authorization: string | null): Promise<T> => {
    let pending = inFlight.get(authorization)
    if (!pending) {
      pending = lookup(authorization).finally(() => inFlight.delete(authorization))
      inFlight.set(authorization, pending)
    }
    return pending
  }
}
