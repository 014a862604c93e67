import { ambassadorCacheConfig, extendCacheConfig } from '@comptoir/gql-client/cache'

import { operationsCacheUpdates } from './features/operations/operations-cache'
import { payoutsCacheUpdates } from './features/payouts/payouts-cache'

/**
 * The portal's cache for the ambassador scope: the schema's keys and pages, with the rules of
 * the features whose mutations change other pages (a new operation, a payout request).
 */
export const portalCache = extendCacheConfig(ambassadorCacheConfig, {
  updates: { Mutation: { ...operationsCacheUpdates, ...payoutsCacheUpdates } },
})
