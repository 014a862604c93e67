import { gqlScopes, type GqlScope, type TokenStorageType } from './scope-settings'

/** Reads, writes and removes one scope's token. */
export interface TokenStorage {
  /** The stored token, or `null` when there is none. */
  read(): string | null
  /** Stores a token, replacing any previous one. */
  write(token: string): void
  /** Forgets the token (the cookie expires at once, or the entry is deleted). */
  remove(): void
}

/** Lifetime of the token cookie in seconds: 7 days. */
export const tokenCookieMaxAge = 604_800

/**
 * Name of a scope's token cookie and local-storage entry: `apollo:{scope}.token`
 * (for example `apollo:oldPublic.token`).
 *
 * @param scope the client scope
 * @returns the cookie or entry name
 */
export function tokenStorageKey(scope: GqlScope): string {
  return `apollo:${scope}.token`
}

function cookieAttributes(maxAge: number): string {
  return `path=/; max-age=${maxAge}; secure; SameSite=Lax`
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * A cookie's value in a `Cookie` header or `document.cookie`, the first of that name: name and
 * value trimmed, surrounding double quotes dropped (RFC 6265), percent-decoded; an empty or
 * undecodable value is none. The browser client and the server render read tokens with it alone,
 * so a page cannot be anonymous to one and signed in to the other.
 */
function readCookie(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null
  for (const part of cookies.split(';')) {
    const equals = part.indexOf('=')
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue
    const raw = part.slice(equals + 1).trim()
    const unquoted =
      raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
    const value = decode(unquoted)?.trim() ?? ''
    return value === '' ? null : value
  }
  return null
}

function cookieTokenStorage(name: string): TokenStorage {
  return {
    read: () => readCookie(document.cookie, name),
    write(token) {
      document.cookie = `${name}=${encodeURIComponent(token)}; ${cookieAttributes(tokenCookieMaxAge)}`
    },
    remove() {
      document.cookie = `${name}=; ${cookieAttributes(0)}`
    },
  }
}

function localTokenStorage(name: string): TokenStorage {
  return {
    read: () => {
      const value = localStorage.getItem(name)
      return value === '' ? null : value
    },
    write(token) {
      localStorage.setItem(name, token)
    },
    remove() {
      localStorage.removeItem(name)
    },
  }
}

/**
 * The token store of one scope. A cookie is written as
 * `apollo:{scope}.token=<encoded token>; path=/; max-age=604800; secure; SameSite=Lax` and cleared
 * with `max-age=0`; the local-storage variant keeps an entry of the same name. Nothing is cached:
 * every {@link TokenStorage.read} looks at the browser again.
 *
 * @param scope the client scope
 * @param type where the token lives
 * @returns the scope's token store
 */
export function createTokenStorage(scope: GqlScope, type: TokenStorageType): TokenStorage {
  const name = tokenStorageKey(scope)
  return type === 'cookie' ? cookieTokenStorage(name) : localTokenStorage(name)
}

/**
 * A scope's token as a server finds it in a request's `Cookie` header (the cookie the browser
 * client writes, `apollo:{scope}.token`).
 *
 * @param cookieHeader the request's `Cookie` header, if any
 * @param scope the client scope
 * @returns the token, or `null` when the cookie is absent or empty
 */
export function tokenFromCookieHeader(
  cookieHeader: string | null | undefined,
  scope: GqlScope,
): string | null {
  return readCookie(cookieHeader, tokenStorageKey(scope))
}

/**
 * Whether a request's `Cookie` header holds a token of any scope, read exactly as
 * {@link tokenFromCookieHeader} reads it: a server that keeps anonymous pages for everyone asks
 * this, so that it never keeps a page rendered signed in.
 *
 * @param cookieHeader the request's `Cookie` header, if any
 * @returns true when some scope has a token
 */
export function hasTokenCookie(cookieHeader: string | null | undefined): boolean {
  return gqlScopes.some((scope) => tokenFromCookieHeader(cookieHeader, scope) !== null)
}
