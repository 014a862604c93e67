import type { SubscribePayload } from 'graphql-ws'

import type { Viewer } from '../modules/accounts/sessions.service'
import type { ServerContext } from './endpoint'
import type { Pipeline } from './socket-pipeline'

/**
 * The caller of an endpoint that needs one: authenticated with its session and what its
 * operations learn of it (e.g. the ambassador), unauthenticated (4401), or forbidden (4403).
 */
export type SocketAuthentication =
  | {
      status: 'authenticated'
      viewer: Pick<Viewer, 'sessionId'>
      server?: Pick<ServerContext, 'ambassador'>
    }
  | { status: 'unauthenticated' }
  | { status: 'forbidden' }

export interface SocketEndpoint {
  path: string
  pipeline: (server: ServerContext, payload: SubscribePayload) => Pipeline
  /** For endpoints that need a signed-in caller: checked at connection_init and on every subscribe. */
  authenticate?: (authorization: string | null) => Promise<SocketAuthentication>
  /**
   * For endpoints open to anyone where a caller may be signed in: checked at connection_init; a
   * token whose session has ended closes the socket with 4401, as HTTP answers 401.
   */
  identify?: (authorization: string | null) => Promise<Viewer | 'ended' | null>
  /**
   * Follows a signed-in socket's session: `close` ends the socket (e.g. 4401 once the session
   * is revoked); the returned function is called when the socket closes.
   */
  watch?: (
    viewer: Pick<Viewer, 'sessionId'>,
    close: (code: number, reason: string) => void,
  ) => () => void
  /**
   * For endpoints whose subscriptions give every caller of one identity the same results: that
   * identity (e.g. the ambassador). Sockets with the same identity, language, document and
   * variables then share one execution (see socket-fanout.ts); without it, each runs its own.
   */
  shareSubscriptionsBy?: (server: ServerContext) => string | null
}
