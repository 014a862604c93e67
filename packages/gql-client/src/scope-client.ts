import type { Locale } from '@comptoir/i18n/locales'
import {
  Client,
  fetchExchange,
  subscriptionExchange,
  type CombinedError,
  type Exchange,
  type Operation,
  type SSRExchange,
} from '@urql/core'

import type { Endpoints } from './endpoints'
import { createFetchOptions } from './fetch-options'
import { forceFetchWindowExchange, type ForceFetchWindow } from './force-fetch-window'
import type { LazySocketClient } from './lazy-socket-client'
import { graphQLErrorExchange } from './graphql-error-exchange'
import { normalizedCacheExchange, type GqlCacheConfig } from './normalized-cache-exchange'
import type { GqlScope, ScopeSettings } from './scope-settings'
import type { SessionError } from './socket-auth-error'
import { createSubscriptionClient } from './subscription-client'
import type { TokenStorage } from './token-storage'
import { createInFlight } from './in-flight'
import { createTransportFetch } from './transport-fetch'

/** Options of {@link createScopeClient}. */
export interface ScopeClientOptions {
  /** The scope served. */
  readonly scope: GqlScope
  /** The scope's endpoint path, header name, auth type and storage type. */
  readonly settings: ScopeSettings
  /** HTTP and WebSocket addresses of the scope's endpoint. */
  readonly endpoints: Endpoints
  /** The scope's token store, read before every request and connection. */
  readonly storage: TokenStorage
  /** The active language, sent as `Accept-Language` and as the socket's `acceptLanguage`. */
  readonly getLocale: () => Locale
  /** graphcache settings of the scope. */
  readonly cache?: GqlCacheConfig | undefined
  /** Receives every error result of the scope but session refusals (see {@link graphQLErrorExchange}). */
  readonly onGraphQLError?:
    ((error: CombinedError, scope: GqlScope, operation: Operation) => void) | undefined
  /**
   * Receives session refusals (HTTP 401/403, socket 4401/4403) while this client is the scope's
   * current one; a replaced client's late answers are ignored.
   */
  readonly onSessionError?: ((kind: SessionError) => void) | undefined
  /** WebSocket constructor; defaults to the global one. */
  readonly webSocketImpl?: unknown
  /** Wait between socket reconnect attempts; defaults to exponential backoff with jitter. */
  readonly retryWait?: ((retries: number) => Promise<void>) | undefined
  /** The underlying fetch; defaults to the global one. */
  readonly fetch?: typeof fetch | undefined
  /**
   * For the first client of a server-rendered page: the `ssrExchange` holding the server's
   * results and the force-fetch window during which they answer network queries.
   */
  readonly hydration?: { readonly ssr: SSRExchange; readonly window: ForceFetchWindow } | undefined
}

function hydrating(
  hydration: ScopeClientOptions['hydration'],
  cache: Exchange,
): readonly Exchange[] {
  if (!hydration) return [cache]
  return [forceFetchWindowExchange(hydration.window), cache, hydration.ssr]
}

/** One scope's urql client and the socket behind its subscriptions. */
export interface ScopeClient {
  /** The urql client: HTTP POST for queries and mutations, WebSocket for subscriptions. */
  readonly client: Client
  /** The scope's socket client, or `null` until the first subscription creates it. */
  socket(): LazySocketClient | null
  /** Closes the socket (its subscriptions end) so a new client can take over. */
  dispose(): void
  /** Resolves once no HTTP request of this client is left unanswered, or after `maxMs`. */
  settled(maxMs: number): Promise<void>
}

/**
 * Builds one scope's urql client: normalized cache, error routing, POSTed JSON requests with
 * the auth and language headers, and subscriptions over a lazily created `graphql-transport-ws`
 * socket.
 *
 * @param options the scope, its settings, token store and hooks
 * @returns the client and a way to close its socket
 */
export function createScopeClient(options: ScopeClientOptions): ScopeClient {
  const { scope, settings, storage, onGraphQLError } = options
  let socket: LazySocketClient | null = null
  let disposed = false
  const onSessionError = (kind: SessionError): void => {
    if (!disposed) options.onSessionError?.(kind)
  }
  const openSocket = (): LazySocketClient => {
    socket ??= createSubscriptionClient({
      url: options.endpoints.ws,
      settings,
      storage,
      getLocale: options.getLocale,
      onSessionError,
      webSocketImpl: options.webSocketImpl,
      retryWait: options.retryWait,
    })
    return socket
  }

  const inFlight = createInFlight()
  const client = new Client({
    url: options.endpoints.http,
    preferGetMethod: false,
    fetch: inFlight.track(createTransportFetch(options.fetch)),
    fetchOptions: createFetchOptions({ settings, storage, getLocale: options.getLocale }),
    exchanges: [
      ...hydrating(options.hydration, normalizedCacheExchange(options.cache)),
      graphQLErrorExchange({
        onError: (error, operation) => onGraphQLError?.(error, scope, operation),
        onSessionError,
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => {
            // A replaced client (after login/logout) opens no new socket: its subscriptions end.
            if (disposed) {
              sink.complete()
              return { unsubscribe: () => undefined }
            }
            const payload = { ...request, query: request.query ?? '' }
            return { unsubscribe: openSocket().subscribe(payload, sink) }
          },
        }),
      }),
    ],
  })

  return {
    client,
    socket: () => socket,
    settled: (maxMs) => inFlight.settled(maxMs),
    dispose() {
      disposed = true
      if (!socket) return
      const closing = socket
      socket = null
      closing.terminate()
      void Promise.resolve(closing.dispose()).catch(() => undefined)
    },
  }
}
