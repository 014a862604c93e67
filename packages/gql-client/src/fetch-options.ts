import type { Locale } from '@comptoir/i18n/locales'

import { authHeaders } from './auth-header'
import type { ScopeSettings } from './scope-settings'
import type { TokenStorage } from './token-storage'

/** Inputs of {@link createFetchOptions}. */
export interface FetchOptionsInput {
  /** Header name and auth type of the scope. */
  readonly settings: Pick<ScopeSettings, 'authHeader' | 'authType'>
  /** Where the scope's token is read before every request. */
  readonly storage: Pick<TokenStorage, 'read'>
  /** The active language, sent as `Accept-Language`. */
  readonly getLocale: () => Locale
}

/**
 * urql's `fetchOptions` for a scope, evaluated before each request: cookies included, the
 * active locale in `Accept-Language`, and the stored token in the scope's auth header (no
 * header when signed out). No client-awareness headers are added.
 *
 * @param input the scope's settings, token store and locale getter
 * @returns a function giving the options of the next request
 */
export function createFetchOptions(input: FetchOptionsInput): () => RequestInit {
  return () => ({
    credentials: 'include',
    headers: {
      'Accept-Language': input.getLocale(),
      ...authHeaders(input.storage.read(), input.settings),
    },
  })
}
