import type { Locale } from '@comptoir/i18n/locales'
import type { Client, CombinedError, Operation, SSRData } from '@urql/core'

import type { GqlCacheConfig } from './normalized-cache-exchange'
import type { GqlScope, ScopeSettingsOverrides } from './scope-settings'

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

/** The GraphQL clients of every scope, with the sign-in state of each and their language. */
export interface GqlClients {
  /** The scope's current urql client; a new one replaces it after each reset. */
  readonly client: (scope: GqlScope) => Client
  /** Whether the scope holds a token. */
  readonly isSignedIn: (scope: GqlScope) => boolean
  /** Stores the scope's token, then restarts its socket and empties its cache. */
  readonly login: (scope: GqlScope, token: string) => void
  /** Removes the scope's token, then restarts its socket and empties its cache. */
  readonly logout: (scope: GqlScope) => void
  /**
   * Ends the scope's session because the user asked to, in the same order in every app: the
   * requests already sent with the token are answered, `revoke` runs (the server's logout
   * mutation), the token goes even when `revoke` fails (its error is passed on), then `leave`
   * runs (opening the clean sign-in page) while the page that was open keeps its data, and only
   * then do the scope's cache and socket restart and its components learn the session has ended.
   * So no page of the signed-in area asks again for its data without the session, and no guard
   * reacts to the ended session under a page that is being left. Refusals meanwhile (the server
   * closing the socket with 4401 as it revokes the session, a page's query answered 401) are
   * expected: they reach neither `onUnauthenticated` nor `onForbidden`, so the app never says
   * "your session has ended".
   */
  readonly signOut: (
    scope: GqlScope,
    revoke?: () => unknown,
    leave?: () => unknown,
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
