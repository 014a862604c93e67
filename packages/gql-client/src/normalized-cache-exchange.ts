import type { Exchange } from '@urql/core'
import {
  cacheExchange,
  type CacheExchangeOpts,
  type ResolverConfig,
} from '@urql/exchange-graphcache'
import { relayPagination } from '@urql/exchange-graphcache/extras'

/**
 * The app's graphcache settings for one scope: graphcache's own options (`keys` for id-less
 * types, `resolvers`, `updates`, `optimistic`, `schema`, `logger`…) plus the Relay connections
 * whose pages are merged.
 */
export interface GqlCacheConfig extends CacheExchangeOpts {
  /**
   * Relay connection fields, per parent type, whose pages are merged into one list
   * (e.g. `{ Query: ['products'], Ambassador: ['orders'] }`).
   */
  readonly relayConnections?: Readonly<Record<string, readonly string[]>>
}

function withRelayPagination(
  resolvers: ResolverConfig | undefined,
  connections: Readonly<Record<string, readonly string[]>>,
): ResolverConfig {
  const merged: ResolverConfig = { ...resolvers }
  for (const [typeName, fields] of Object.entries(connections)) {
    const typeResolvers: NonNullable<ResolverConfig[string]> = { ...merged[typeName] }
    for (const field of fields) typeResolvers[field] = relayPagination()
    merged[typeName] = typeResolvers
  }
  return merged
}

/**
 * A normalized cache (graphcache) built from the app's config, with the Relay pagination helper
 * installed on the listed connection fields. Call it once per client: a new call is a new, empty
 * cache.
 *
 * @param config keys, resolvers, updates and connections of the scope
 * @returns an urql exchange
 */
export function normalizedCacheExchange(config: GqlCacheConfig = {}): Exchange {
  const { relayConnections = {}, resolvers, ...options } = config
  return cacheExchange({ ...options, resolvers: withRelayPagination(resolvers, relayConnections) })
}
