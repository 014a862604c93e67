import type { Locale } from '@comptoir/i18n/locales'

import { authHeaders } from './auth-header'
import { createLazySocketClient, type LazySocketClient } from './lazy-socket-client'
import { createRetryWait, socketRetryAttempts } from './retry-wait'
import type { ScopeSettings } from './scope-settings'
import { shouldRetrySocket, socketAuthError, type SessionError } from './socket-auth-error'
import type { TokenStorage } from './token-storage'

/** Options of {@link createSubscriptionClient}. */
export interface SubscriptionClientOptions {
  /** WebSocket address of the scope's endpoint. */
  readonly url: string
  /** Header name and auth type of the scope. */
  readonly settings: Pick<ScopeSettings, 'authHeader' | 'authType'>
  /** Where the scope's token is read before every connection. */
  readonly storage: TokenStorage
  /** The language sent as `acceptLanguage`, read before every connection. */
  readonly getLocale: () => Locale
  /** Called when the server refuses or ends the socket with 4401 or 4403. */
  readonly onSessionError?: ((kind: SessionError) => void) | undefined
  /** WebSocket constructor; defaults to the global one (pass `ws` on Node). */
  readonly webSocketImpl?: unknown
  /** Wait between reconnect attempts; defaults to {@link createRetryWait}. */
  readonly retryWait?: ((retries: number) => Promise<void>) | undefined
}

/**
 * The connection parameters of a scope's socket: its auth header (same rule as HTTP) and the
 * language, `{ Authorization: 'Bearer …', acceptLanguage: 'fr' }`.
 *
 * @param options the scope's settings, token store and language
 * @returns the parameters of the next connection
 */
export function socketConnectionParams(
  options: Pick<SubscriptionClientOptions, 'settings' | 'storage' | 'getLocale'>,
): Record<string, string> {
  return {
    ...authHeaders(options.storage.read(), options.settings),
    acceptLanguage: options.getLocale(),
  }
}

/**
 * A lazy `graphql-transport-ws` client for one scope. Its code (`graphql-ws`, a chunk of its own
 * in the apps' builds) loads on the first subscription, which then connects; see
 * {@link createLazySocketClient} for subscriptions started or dropped while it loads. It sends
 * the auth header and the language in its connection parameters read at every connection,
 * reconnects up to 5 times with exponential backoff and jitter, and never retries 4401/4403:
 * those are reported through `onSessionError` instead.
 *
 * @param options the address, token, language and hooks
 * @returns the graphql-ws client
 */
export function createSubscriptionClient(options: SubscriptionClientOptions): LazySocketClient {
  return createLazySocketClient(async () => {
    const { createClient } = await import('graphql-ws')
    return createClient({
      url: options.url,
      lazy: true,
      retryAttempts: socketRetryAttempts,
      retryWait: options.retryWait ?? createRetryWait(),
      shouldRetry: shouldRetrySocket,
      connectionParams: () => socketConnectionParams(options),
      webSocketImpl: options.webSocketImpl,
      on: {
        closed: (event) => {
          const sessionError = socketAuthError(event)
          if (sessionError) options.onSessionError?.(sessionError)
        },
      },
    })
  })
}
