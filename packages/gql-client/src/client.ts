import type { Locale } from '@comptoir/i18n/locales'
import type { Client, CombinedError, Operation } from '@urql/core'
import type { Client as SocketClient } from 'graphql-ws'

import { resolveEndpoints, type Endpoints } from './endpoints'
import type { GqlCacheConfig } from './normalized-cache-exchange'
import { createScopeClient, type ScopeClient } from './scope-client'
import {
  gqlScopes,
  perScope,
  resolveScopeSettings,
  type GqlScope,
  type ScopeSettings,
  type ScopeSettingsOverrides,
} from './scope-settings'
import type { SocketAuthError } from './socket-auth-error'
import { createTokenStorage } from './token-storage'

/** Options of {@link createGqlClients}. */
export interface GqlClientsOptions {
  /** Origin of the API (`https://shop.test`); defaults to the page's origin. */
  readonly origin?: string
  /** The active language, read before each request and sent as `Accept-Language`. */
  readonly getLocale: () => Locale
  /** Per-scope overrides of path, storage type, header name and auth type. */
  readonly scopes?: ScopeSettingsOverrides
  /** Per-scope graphcache settings: `keys`, `resolvers`, `updates`, `relayConnections`… */
  readonly cache?: Partial<Record<GqlScope, GqlCacheConfig>>
  /** Receives every error result from the server; the apps show the error toast. */
  readonly onGraphQLError?: (error: CombinedError, scope: GqlScope, operation: Operation) => void
  /**
   * Receives socket refusals: `'unauthorized'` (4401, sign the scope out and go to login) or
   * `'forbidden'` (4403, show the forbidden page). They are never retried.
   */
  readonly onAuthError?: (scope: GqlScope, error: SocketAuthError) => void
  /** WebSocket constructor; defaults to the global one (pass `ws` on Node). */
  readonly webSocketImpl?: unknown
  /** Wait between socket reconnect attempts; defaults to exponential backoff from 1 s with jitter. */
  readonly retryWait?: (retries: number) => Promise<void>
  /** The underlying fetch; defaults to the global one. */
  readonly fetch?: typeof fetch
}

/** Options of {@link GqlClients.login} and {@link GqlClients.logout}. */
export interface SessionChangeOptions {
  /** Keep the socket and the cache as they are (by default both restart). */
  readonly skipReset?: boolean
}

/** The GraphQL clients of every scope, with the sign-in state of each. */
export interface GqlClients {
  /** The scope's current urql client; a new one replaces it after each reset. */
  readonly client: (scope: GqlScope) => Client
  /** The scope's current socket client, or `null` before its first subscription. */
  readonly socket: (scope: GqlScope) => SocketClient | null
  /** The scope's resolved settings. */
  readonly settings: (scope: GqlScope) => ScopeSettings
  /** The scope's HTTP and WebSocket addresses. */
  readonly endpoints: (scope: GqlScope) => Endpoints
  /** The scope's stored token, or `null`. */
  readonly token: (scope: GqlScope) => string | null
  /** Whether the scope holds a token. */
  readonly isSignedIn: (scope: GqlScope) => boolean
  /** Stores the scope's token, then restarts its socket and empties its cache unless `skipReset`. */
  readonly login: (scope: GqlScope, token: string, options?: SessionChangeOptions) => void
  /** Removes the scope's token, then restarts its socket and empties its cache unless `skipReset`. */
  readonly logout: (scope: GqlScope, options?: SessionChangeOptions) => void
  /** Restarts the scope's socket and replaces its client with one holding an empty cache. */
  readonly reset: (scope: GqlScope) => void
  /** Calls `listener` after every login, logout or reset; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void
  /** Closes every socket. */
  readonly dispose: () => void
}

function defaultOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin
  if (!origin || origin === 'null') {
    throw new Error('createGqlClients needs an origin outside the browser')
  }
  return origin
}

/**
 * Creates the urql clients of the three scopes (`public`, `oldPublic`, `ambassador`) and manages
 * their sign-in state: tokens per scope in a cookie or local storage, sent before every request
 * and socket connection, and a socket restart plus a fresh normalized cache after each login
 * or logout.
 *
 * @param options origin, locale getter, per-scope settings and cache config, error hooks
 * @returns the clients
 */
export function createGqlClients(options: GqlClientsOptions): GqlClients {
  const origin = options.origin ?? defaultOrigin()
  const settings = resolveScopeSettings(options.scopes)
  const listeners = new Set<() => void>()

  const endpoints = perScope((scope) => resolveEndpoints(settings[scope].path, origin))
  const storages = perScope((scope) => createTokenStorage(scope, settings[scope].tokenStorage))

  const build = (scope: GqlScope): ScopeClient =>
    createScopeClient({
      scope,
      settings: settings[scope],
      endpoints: endpoints[scope],
      storage: storages[scope],
      getLocale: options.getLocale,
      cache: options.cache?.[scope],
      onGraphQLError: options.onGraphQLError,
      onAuthError: options.onAuthError,
      webSocketImpl: options.webSocketImpl,
      retryWait: options.retryWait,
      fetch: options.fetch,
    })

  const current = perScope(build)

  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }
  const reset = (scope: GqlScope): void => {
    current[scope].dispose()
    current[scope] = build(scope)
  }
  const afterChange = (scope: GqlScope, change: SessionChangeOptions | undefined): void => {
    if (!change?.skipReset) reset(scope)
    notify()
  }

  return {
    client: (scope) => current[scope].client,
    socket: (scope) => current[scope].socket(),
    settings: (scope) => settings[scope],
    endpoints: (scope) => endpoints[scope],
    token: (scope) => storages[scope].read(),
    isSignedIn: (scope) => storages[scope].read() !== null,
    login(scope, token, change) {
      storages[scope].write(token)
      afterChange(scope, change)
    },
    logout(scope, change) {
      storages[scope].remove()
      afterChange(scope, change)
    },
    reset(scope) {
      reset(scope)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispose() {
      for (const scope of gqlScopes) current[scope].dispose()
      listeners.clear()
    },
  }
}
