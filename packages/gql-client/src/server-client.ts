import type { Locale } from '@comptoir/i18n/locales'
import { Client, fetchExchange, ssrExchange, type SSRData } from '@urql/core'

import { cacheConfigFor } from './cache'
import { resolveEndpoints } from './endpoints'
import { createFetchOptions } from './fetch-options'
import type { GqlClients } from './clients'
import type { GqlCacheConfig } from './normalized-cache-exchange'
import { normalizedCacheExchange } from './normalized-cache-exchange'
import {
  perScope,
  resolveScopeSettings,
  type GqlScope,
  type ScopeSettingsOverrides,
} from './scope-settings'
import { tokenFromCookieHeader } from './token-storage'
import { createTransportFetch } from './transport-fetch'

/** Options of {@link createServerPublicClient}. */
export interface ServerPublicClientOptions {
  /** Absolute origin the server reaches the API at (`http://127.0.0.1:3000`). */
  readonly apiOrigin: string
  /** The page request's `Cookie` header: the visitor's `apollo:public.token` is sent as theirs. */
  readonly cookie?: string | null | undefined
  /** The page's language, sent as `Accept-Language`. */
  readonly locale: Locale
  /** The public-schema scope rendered (default `public`). */
  readonly scope?: 'public' | 'oldPublic'
  /** Per-scope overrides of path, header name and auth type, as given to `createGqlClients`. */
  readonly scopes?: ScopeSettingsOverrides
  /** graphcache settings (default: the scope's, as in the browser). */
  readonly cache?: GqlCacheConfig
  /** The underlying fetch; defaults to the global one. */
  readonly fetch?: typeof fetch
}

/** A public client serving one server-rendered page, and the data it hands to the browser. */
export interface ServerPublicClient {
  /** The urql client: no socket (subscriptions start in the browser), results recorded. */
  readonly client: Client
  /**
   * The same client behind the `GqlClients` shape, for `GqlClientsProvider` on the server so
   * `useGqlClient` and `useAuth` render as in the browser (signed in when the request's cookie
   * holds a token). Only the rendered scope has a client; session and language changes throw,
   * since a page render cannot make them.
   */
  readonly clients: GqlClients
  /** Every result fetched so far, for `createGqlClients({ hydration: { data } })` in the browser. */
  readonly extractData: () => SSRData
}

/**
 * A public-schema client for one server request: it POSTs to the absolute API address with the
 * visitor's token (read from the request's cookie) and language, opens no socket, and records
 * its results with urql's `ssrExchange` so the browser client starts from the same data.
 * Create one per request; never share it between visitors.
 *
 * @example
 * ```ts
 * const { client, extractData } = createServerPublicClient({
 *   apiOrigin: `http://127.0.0.1:${port}`,
 *   cookie: request.headers.cookie,
 *   locale,
 * })
 * // router context: { client }; dehydrate: () => ({ urql: extractData() })
 * ```
 *
 * @param options the API origin, the request's cookie and language
 * @returns the client and its recorded data
 */
export function createServerPublicClient(options: ServerPublicClientOptions): ServerPublicClient {
  const scope = options.scope ?? 'public'
  const settings = resolveScopeSettings(options.scopes)[scope]
  const token = tokenFromCookieHeader(options.cookie, scope)
  const ssr = ssrExchange({ isClient: false })
  const client = new Client({
    url: resolveEndpoints(settings.path, options.apiOrigin).http,
    preferGetMethod: false,
    fetch: createTransportFetch(options.fetch),
    fetchOptions: createFetchOptions({
      settings,
      storage: { read: () => token },
      getLocale: () => options.locale,
    }),
    exchanges: [
      normalizedCacheExchange(options.cache ?? cacheConfigFor(scope)),
      ssr,
      fetchExchange,
    ],
  })
  return {
    client,
    clients: serverClients(options, scope, client),
    extractData: () => ssr.extractData(),
  }
}

function serverClients(
  options: ServerPublicClientOptions,
  rendered: GqlScope,
  client: Client,
): GqlClients {
  const tokens = perScope((scope) => tokenFromCookieHeader(options.cookie, scope))
  const refuse = (what: string) => (): never => {
    throw new Error(`${what} is not available while rendering on the server`)
  }
  return {
    client: (scope) => {
      if (scope !== rendered) throw new Error(`The ${scope} scope is not rendered on the server`)
      return client
    },
    isSignedIn: (scope) => tokens[scope] !== null,
    login: refuse('Signing in'),
    logout: refuse('Signing out'),
    signOut: () =>
      Promise.reject(new Error('Signing out is not available while rendering on the server')),
    reset: refuse('Resetting a client'),
    locale: () => options.locale,
    setLocale: refuse('Switching the language'),
    restore: () => undefined,
    hydrated: () => undefined,
    subscribe: () => () => undefined,
    dispose: () => undefined,
  }
}
