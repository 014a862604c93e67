import type { ScopeSettings } from './scope-settings'

/** A token that already names its scheme: a word, then a space (`Bearer abc`, `Basic eHl6`). */
const schemePrefix = /^\w+ /

/**
 * The value of the auth header for a token. The auth type is put in front only when one is set
 * and the token does not already start with a scheme, so `Bearer abc` is never doubled and
 * `Basic xyz` is kept as it is. With no auth type the raw token is sent.
 *
 * @param token the stored token
 * @param authType the scope's scheme (`Bearer`), or `null`/empty for none
 * @returns the header value
 */
export function authHeaderValue(token: string, authType: string | null | undefined): string {
  if (!authType || schemePrefix.test(token)) return token
  return `${authType} ${token}`
}

/**
 * The headers that carry a scope's token: one header named after the scope's settings, or none
 * when there is no token. Used for HTTP requests and for the WebSocket connection parameters.
 *
 * @param token the stored token, or `null` when signed out
 * @param settings the scope's header name and auth type
 * @returns an object with zero or one header
 */
export function authHeaders(
  token: string | null,
  settings: Pick<ScopeSettings, 'authHeader' | 'authType'>,
): Record<string, string> {
  if (!token) return {}
  return { [settings.authHeader]: authHeaderValue(token, settings.authType) }
}
