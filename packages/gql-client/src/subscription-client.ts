import { createClient, type Client as SocketClient } from 'graphql-ws'

import { authHeaders } from './auth-header'
import { createRetryWait, socketRetryAttempts } from './retry-wait'
import type { GqlScope, ScopeSettings } from './scope-settings'
import { shouldRetrySocket, socketAuthError, type SocketAuthError } from './socket-auth-error'
import type { TokenStorage } from './token-storage'

/** Options of {@link createSubscriptionClient}. */
export interface SubscriptionClientOptions {
  /** The scope this socket belongs to, passed back in auth events. */
  readonly scope: GqlScope
  /** WebSocket address of the scope's endpoint. */
  readonly url: string
  /** Header name and auth type of the scope. */
  readonly settings: Pick<ScopeSettings, 'authHeader' | 'authType'>
  /** Where the scope's token is read before every connection. */
  readonly storage: TokenStorage
  /** Called when the server refuses the socket with 4401 or 4403. */
  readonly onAuthError?: ((scope: GqlScope, error: SocketAuthError) => void) | undefined
  /** WebSocket constructor; defaults to the global one (pass `ws` on Node). */
  readonly webSocketImpl?: unknown
  /** Wait between reconnect attempts; defaults to {@link createRetryWait}. */
  readonly retryWait?: ((retries: number) => Promise<void>) | undefined
}

/**
 * A lazy `graphql-transport-ws` client for one scope. It connects on the first subscription,
 * sends the auth header (same rule as HTTP) in its connection parameters read at every
 * connection, reconnects up to 5 times with exponential backoff and jitter, and never retries
 * 4401/4403: those are reported through `onAuthError` instead.
 *
 * @param options the scope, address, token and hooks
 * @returns the graphql-ws client
 */
export function createSubscriptionClient(options: SubscriptionClientOptions): SocketClient {
  const { scope, settings, storage, onAuthError } = options
  return createClient({
    url: options.url,
    lazy: true,
    retryAttempts: socketRetryAttempts,
    retryWait: options.retryWait ?? createRetryWait(),
    shouldRetry: shouldRetrySocket,
    connectionParams: () => authHeaders(storage.read(), settings),
    webSocketImpl: options.webSocketImpl,
    on: {
      closed: (event) => {
        const authError = socketAuthError(event)
        if (authError) onAuthError?.(scope, authError)
      },
    },
  })
}
