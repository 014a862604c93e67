import type { UpdateResolver } from '@urql/exchange-graphcache'

import type { GqlCacheConfig } from '../normalized-cache-exchange'
import { invalidateField, keysOf } from './cache-helpers'

/** Types of the ambassador schema without an `id`, stored inside their parent. */
export const ambassadorEmbeddedTypes = [
  'AmbassadorEvent',
  'AmbassadorProfilePayload',
  'ChangePasswordPayload',
  'CommissionTotals',
  'CsvExport',
  'Dashboard',
  'DashboardDay',
  'FieldError',
  'LogoutPayload',
  'Money',
  'OperationMilestone',
  'OperationPayload',
  'OperationProgress',
  'PageInfo',
  'PayoutPayload',
  'QueryAttributedOrdersConnection',
  'QueryAttributedOrdersConnectionEdge',
  'QueryCommissionsConnection',
  'QueryCommissionsConnectionEdge',
  'QueryOperationsConnection',
  'QueryOperationsConnectionEdge',
  'QueryPayoutsConnection',
  'QueryPayoutsConnectionEdge',
] as const

/** Types of the ambassador schema identified by another field than `id`. */
export const ambassadorNaturalKeys: Readonly<Record<string, string>> = {
  AttributedOrder: 'number',
}

/** Refetches the listed `Query` fields after the mutation. */
function refetching(...fields: readonly string[]): UpdateResolver {
  return (_result, _args, cache) => {
    for (const field of fields) invalidateField(cache, 'Query', field)
  }
}

/**
 * graphcache settings of the ambassador schema: keys for every id-less type, lists and
 * totals refetched after the mutations that change them (a new operation, a payout request),
 * and merged Relay pages of the four connections.
 */
export const ambassadorCacheConfig: GqlCacheConfig = {
  keys: keysOf(ambassadorEmbeddedTypes, ambassadorNaturalKeys),
  updates: {
    Mutation: {
      createOperation: refetching('operations', 'dashboard'),
      requestPayout: refetching('payouts', 'commissions', 'dashboard'),
    },
  },
  relayConnections: { Query: ['operations', 'attributedOrders', 'commissions', 'payouts'] },
}
