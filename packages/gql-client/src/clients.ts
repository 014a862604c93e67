import { defaultLocale, type Locale } from '@comptoir/i18n/locales'
import {
  ssrExchange,
  type Client,
  type CombinedError,
  type Operation,
  type SSRData,
} from '@urql/core'
import type { Client as SocketClient } from 'graphql-ws'

import { cacheConfigFor } from './cache'
import { resolveEndpoints, type Endpoints } from './endpoints'
import { createForceFetchWindow, type ForceFetchWindow } from './force-fetch-window'
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
import type { SessionError } from './socket-auth-error'
import { createTokenStorage } from './token-storage'

export { gqlScopes, type GqlScope, type ScopeSettings, type ScopeSettingsOverrides }
export type { GqlCacheConfig, SessionError, SSRData }
export {
  createServerPublicClient,
  type ServerPublicClient,
  type ServerPublicClientOptions,
} from './server-client'

/** Options of {@link createGqlClients}. */
export interface GqlClientsOptions {
  /** Origin of the API (`https://shop.test`); defaults to the page's origin. */
  readonly origin?: string
  /** The language to start with (default `en`); {@link GqlClients.setLocale} changes it. */
  readonly locale?: Locale
  /** Per-scope overrides of path, storage type, header name and auth type. */
  readonly scopes?: ScopeSettingsOverrides
  /**
   * Per-scope graphcache settings replacing the package's own (`cacheConfigFor(scope)` from
   * `@comptoir/gql-client/cache`; add to them with `extendCacheConfig`).
   */
  readonly cache?: Partial<Record<GqlScope, GqlCacheConfig>>
  /**
   * Receives every error result from the server (GraphQL and transport errors) except session
   * refusals, which go to `onUnauthenticated` / `onForbidden`; the apps show the error toast.
   */
  readonly onGraphQLError?: (error: CombinedError, scope: GqlScope, operation: Operation) => void
  /**
   * The server refused the scope's session (HTTP 401 `UNAUTHENTICATED`, or socket close 4401)
   * while the scope held a token: the token has already been dropped, with logout semantics
   * (cache reset, socket restart). The shop goes on anonymously; the portal goes to its login
   * with a message. Never called for a scope already signed out, nor during {@link GqlClients.signOut}.
   */
  readonly onUnauthenticated?: (scope: GqlScope) => void
  /**
   * The server refused the scope's session here (HTTP 403 `FORBIDDEN`, or socket close 4403):
   * the portal shows its forbidden page. The token is kept. Not called during
   * {@link GqlClients.signOut}.
   */
  readonly onForbidden?: (scope: GqlScope) => void
  /** WebSocket constructor; defaults to the global one (pass `ws` on Node). */
  readonly webSocketImpl?: unknown
  /** Wait between socket reconnect attempts; defaults to exponential backoff from 1 s with jitter. */
  readonly retryWait?: (retries: number) => Promise<void>
  /** The underlying fetch; defaults to the global one. */
  readonly fetch?: typeof fetch
  /**
   * On a server-rendered page: the scope rendered (default `public`) and the data the server's
   * client recorded (`extractData()` of {@link createServerPublicClient}; or later through
   * {@link GqlClients.restore}). Its first client answers from that data, and network queries
   * are served from it until 100 ms after {@link GqlClients.hydrated}.
   */
  readonly hydration?: { readonly scope?: GqlScope; readonly data?: SSRData }
}

/** Longest wait, at sign-out, for the answers of requests already sent with the token. */
const signOutSettleMs = 3_000

/** Options of {@link GqlClients.login} and {@link GqlClients.logout}. */
export interface SessionChangeOptions {
  /** Keep the socket and the cache as they are (by default both restart). */
  readonly skipReset?: boolean
}

/** The GraphQL clients of every scope, with the sign-in state of each and their language. */
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
  /**
   * Ends the scope's session because the user asked to: runs `revoke` (the server's logout
   * mutation, and anything to do before the token goes, such as leaving a page for signed-in
   * users), then removes the token like {@link GqlClients.logout}, even when `revoke` fails (its
   * error is passed on). Refusals meanwhile (the server closing the socket with 4401 as it revokes
   * the session, a page's query answered 401) are expected: they reach neither
   * `onUnauthenticated` nor `onForbidden`, so the app never says "your session has ended".
   */
  readonly signOut: (
    scope: GqlScope,
    revoke?: () => unknown,
    options?: SessionChangeOptions,
  ) => Promise<void>
  /** Restarts the scope's socket and replaces its client with one holding an empty cache. */
  readonly reset: (scope: GqlScope) => void
  /** The language sent as `Accept-Language` and as the sockets' `acceptLanguage`. */
  readonly locale: () => Locale
  /**
   * Switches the language of every scope. Each scope's socket restarts (open subscriptions
   * resume in the new language) and its cache empties, so the pages refetch localized data.
   * Setting the current language does nothing.
   */
  readonly setLocale: (locale: Locale) => void
  /** Adds the server's recorded results to the hydrating client (see `hydration`). */
  readonly restore: (data: SSRData) => void
  /**
   * Hydration is done: 100 ms later, network queries go to the network again. Called by
   * `GqlClientsProvider` after the first commit; harmless without `hydration`.
   */
  readonly hydrated: () => void
  /** Calls `listener` after every login, logout, reset or language switch; returns the unsubscribe. */
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
 * their sign-in state and language: tokens per scope in a cookie or local storage, sent before
 * every request and socket connection with the language; a socket restart plus a fresh
 * normalized cache after each login, logout or language switch; dead sessions (401/4401)
 * dropped with logout semantics.
 *
 * @example
 * ```ts
 * const clients = createGqlClients({
 *   locale: 'fr',
 *   onGraphQLError: () => showGraphQLErrorToast(i18n),
 *   onUnauthenticated: (scope) => { if (scope === 'ambassador') router.navigate({ to: '/login' }) },
 * })
 * clients.login('public', token)
 * clients.setLocale('en')
 * ```
 *
 * @param options origin, language, per-scope settings and cache config, error hooks
 * @returns the clients
 */
export function createGqlClients(options: GqlClientsOptions): GqlClients {
  const origin = options.origin ?? defaultOrigin()
  const settings = resolveScopeSettings(options.scopes)
  const listeners = new Set<() => void>()
  let locale = options.locale ?? defaultLocale

  const endpoints = perScope((scope) => resolveEndpoints(settings[scope].path, origin))
  const storages = perScope((scope) => createTokenStorage(scope, settings[scope].tokenStorage))

  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }
  const reset = (scope: GqlScope): void => {
    if (scope === hydrationScope) forceFetch.close()
    current[scope].dispose()
    current[scope] = build(scope)
  }
  const afterChange = (scope: GqlScope, change: SessionChangeOptions | undefined): void => {
    if (!change?.skipReset) reset(scope)
    notify()
  }
  // Scopes whose sign-out is under way, and how many times (a double click signs out twice).
  const signingOut = perScope(() => ({ count: 0 }))
  const onSessionError = (scope: GqlScope, kind: SessionError): void => {
    // Deferred: the refusal is delivered from inside the client that a logout replaces.
    queueMicrotask(() => {
      if (signingOut[scope].count > 0) return
      if (kind === 'forbidden') {
        options.onForbidden?.(scope)
        return
      }
      // Refused without a token: the scope was anonymous already, no session ended.
      if (storages[scope].read() === null) return
      storages[scope].remove()
      afterChange(scope, undefined)
      options.onUnauthenticated?.(scope)
    })
  }

  const hydrationScope = options.hydration ? (options.hydration.scope ?? 'public') : null
  const ssr = ssrExchange({
    isClient: true,
    staleWhileRevalidate: false,
    initialState: options.hydration?.data,
  })
  const forceFetch: ForceFetchWindow = createForceFetchWindow()
  if (!hydrationScope) forceFetch.close()

  function build(scope: GqlScope): ScopeClient {
    // Only the scope's first client hydrates; one made after a reset starts empty.
    const hydration =
      scope === hydrationScope && forceFetch.isOpen() ? { ssr, window: forceFetch } : undefined
    return createScopeClient({
      scope,
      settings: settings[scope],
      endpoints: endpoints[scope],
      storage: storages[scope],
      getLocale: () => locale,
      cache: options.cache?.[scope] ?? cacheConfigFor(scope),
      onGraphQLError: options.onGraphQLError,
      onSessionError: (kind) => {
        onSessionError(scope, kind)
      },
      webSocketImpl: options.webSocketImpl,
      retryWait: options.retryWait,
      fetch: options.fetch,
      hydration,
    })
  }

  const current = perScope(build)

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
    async signOut(scope, revoke, change) {
      signingOut[scope].count += 1
      try {
        // The page's requests already on their way (a navigation just before) are answered
        // before the session ends, rather than refused with a 401 once it has: one task for the
        // page to send them, then a bounded wait for their answers.
        await new Promise((resolve) => setTimeout(resolve, 0))
        await current[scope].settled(signOutSettleMs)
        await revoke?.()
      } finally {
        storages[scope].remove()
        afterChange(scope, change)
        // Refusals already queued (delivered in microtasks) still count as part of the sign-out.
        queueMicrotask(() => {
          signingOut[scope].count -= 1
        })
      }
    },
    reset(scope) {
      reset(scope)
      notify()
    },
    locale: () => locale,
    setLocale(next) {
      if (next === locale) return
      locale = next
      for (const scope of gqlScopes) reset(scope)
      notify()
    },
    restore(data) {
      ssr.restoreData(data)
    },
    hydrated() {
      forceFetch.hydrated()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispose() {
      forceFetch.close()
      for (const scope of gqlScopes) current[scope].dispose()
      listeners.clear()
    },
  }
}
