import { defaultLocale } from '@comptoir/i18n/locales'
import { ssrExchange, type SSRData } from '@urql/core'

import { cacheConfigFor } from './cache'
import type { GqlClients, GqlClientsOptions } from './clients-types'
import { resolveEndpoints } from './endpoints'
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
export type { GqlClients, GqlClientsOptions } from './clients-types'
export {
  createServerPublicClient,
  type ServerPublicClient,
  type ServerPublicClientOptions,
} from './server-client'
export { hasTokenCookie } from './token-storage'

/** Longest wait, at sign-out, for the answers of requests already sent with the token. */
const signOutSettleMs = 3_000

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
  const afterChange = (scope: GqlScope): void => {
    reset(scope)
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
      afterChange(scope)
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
    isSignedIn: (scope) => storages[scope].read() !== null,
    login(scope, token) {
      storages[scope].write(token)
      afterChange(scope)
    },
    logout(scope) {
      storages[scope].remove()
      afterChange(scope)
    },
    async signOut(scope, revoke, leave) {
      signingOut[scope].count += 1
      try {
        // The page's requests already on their way (a navigation just before) are answered
        // before the session ends, rather than refused with a 401 once it has: one task for the
        // page to send them, then a bounded wait for their answers.
        await new Promise((resolve) => setTimeout(resolve, 0))
        await current[scope].settled(signOutSettleMs)
        await revoke?.()
      } finally {
        // Quietly: the page being left neither refetches nor re-renders for the ended session.
        storages[scope].remove()
        try {
          await leave?.()
        } finally {
          afterChange(scope)
          // Refusals already queued (delivered in microtasks) still count as part of the sign-out.
          queueMicrotask(() => {
            signingOut[scope].count -= 1
          })
        }
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
