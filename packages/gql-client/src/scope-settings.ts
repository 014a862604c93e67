/** The GraphQL client scopes: one client, token and socket each. */
export const gqlScopes = ['public', 'oldPublic', 'ambassador', 'admin'] as const

/**
 * One GraphQL client scope. `public` serves the anonymous area, `ambassador` the authenticated
 * ambassador area, `admin` the back office, and `oldPublic` talks to the public endpoint with a
 * token of its own.
 */
export type GqlScope = (typeof gqlScopes)[number]

/** Where a scope keeps its token: a cookie, or an entry in the browser's local storage. */
export type TokenStorageType = 'cookie' | 'localStorage'

/** How one scope reaches its endpoint and carries its token. */
export interface ScopeSettings {
  /** Path of the endpoint, shared by HTTP and WebSocket (e.g. `/gql/public`). */
  readonly path: string
  /** Where the scope's token is kept. */
  readonly tokenStorage: TokenStorageType
  /** Name of the header (and connection parameter) that carries the token. */
  readonly authHeader: string
  /** Scheme put before the token (e.g. `Bearer`); `null` or empty sends the raw token. */
  readonly authType: string | null
}

/** Per-scope overrides of {@link ScopeSettings}; anything left out keeps its default. */
export type ScopeSettingsOverrides = Partial<Record<GqlScope, Partial<ScopeSettings>>>

/** The settings every scope starts from: cookie storage, `Authorization: Bearer …`. */
export const defaultScopeSettings: Readonly<Record<GqlScope, ScopeSettings>> = {
  public: {
    path: '/gql/public',
    tokenStorage: 'cookie',
    authHeader: 'Authorization',
    authType: 'Bearer',
  },
  oldPublic: {
    path: '/gql/public',
    tokenStorage: 'cookie',
    authHeader: 'Authorization',
    authType: 'Bearer',
  },
  ambassador: {
    path: '/gql/ambassador',
    tokenStorage: 'cookie',
    authHeader: 'Authorization',
    authType: 'Bearer',
  },
  admin: {
    path: '/gql/admin',
    tokenStorage: 'cookie',
    authHeader: 'Authorization',
    authType: 'Bearer',
  },
}

/**
 * Merges the app's overrides over {@link defaultScopeSettings}.
 *
 * @param overrides settings that differ from the defaults, per scope
 * @returns complete settings for every scope
 */
export function resolveScopeSettings(
  overrides: ScopeSettingsOverrides = {},
): Record<GqlScope, ScopeSettings> {
  return perScope((scope) => ({ ...defaultScopeSettings[scope], ...overrides[scope] }))
}

/**
 * Builds a record with one value per scope.
 *
 * @param make computes the value of a scope
 * @returns the value of every scope
 */
export function perScope<T>(make: (scope: GqlScope) => T): Record<GqlScope, T> {
  return {
    public: make('public'),
    oldPublic: make('oldPublic'),
    ambassador: make('ambassador'),
    admin: make('admin'),
  }
}
