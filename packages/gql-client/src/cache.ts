import type { ResolverConfig, UpdatesConfig } from '@urql/exchange-graphcache'

import { adminCacheConfig } from './cache/admin-cache'
import { ambassadorCacheConfig } from './cache/ambassador-cache'
import { publicCacheConfig } from './cache/public-cache'
import type { GqlCacheConfig } from './normalized-cache-exchange'
import type { GqlScope } from './scope-settings'

export { adminCacheConfig, ambassadorCacheConfig, publicCacheConfig, type GqlCacheConfig }
export { entityOf, invalidateField, refetching, relinkField } from './cache/cache-helpers'
export type { UpdateResolver, Variables } from '@urql/exchange-graphcache'
export { normalizedCacheExchange } from './normalized-cache-exchange'

/**
 * The graphcache settings the clients of a scope use unless the app passes its own:
 * {@link publicCacheConfig} for `public` and `oldPublic`, {@link ambassadorCacheConfig} for
 * `ambassador`, {@link adminCacheConfig} for `admin`.
 *
 * @param scope the client scope
 * @returns the scope's cache settings
 */
export function cacheConfigFor(scope: GqlScope): GqlCacheConfig {
  if (scope === 'admin') return adminCacheConfig
  return scope === 'ambassador' ? ambassadorCacheConfig : publicCacheConfig
}

type Connections = GqlCacheConfig['relayConnections']

function mergeConnections(base: Connections, extra: Connections): Connections {
  const merged: Record<string, readonly string[]> = { ...base }
  for (const [type, fields] of Object.entries(extra ?? {})) {
    merged[type] = [...new Set([...(merged[type] ?? []), ...fields])]
  }
  return merged
}

/**
 * Adds an app's own settings over a scope's: keys and resolvers merged per type, updates per
 * field (the app's win on a shared name), and the connections of both.
 *
 * @param base the package's settings (e.g. {@link publicCacheConfig})
 * @param extra the app's additions
 * @returns the merged settings
 */
export function extendCacheConfig(base: GqlCacheConfig, extra: GqlCacheConfig): GqlCacheConfig {
  const resolvers: ResolverConfig = { ...base.resolvers }
  for (const [type, fields] of Object.entries(extra.resolvers ?? {})) {
    resolvers[type] = { ...(resolvers[type] ?? {}), ...(fields ?? {}) }
  }
  const updates: UpdatesConfig = { ...base.updates }
  for (const [type, fields] of Object.entries(extra.updates ?? {})) {
    updates[type] = { ...(updates[type] ?? {}), ...(fields ?? {}) }
  }
  return {
    ...base,
    ...extra,
    keys: { ...base.keys, ...extra.keys },
    resolvers,
    updates,
    relayConnections: mergeConnections(base.relayConnections, extra.relayConnections),
  }
}
