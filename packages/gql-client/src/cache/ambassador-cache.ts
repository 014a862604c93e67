import type { GqlCacheConfig } from '../normalized-cache-exchange'
import { keysOf } from './cache-helpers'

/** Types of the ambassador schema without an `id`, stored inside their parent. */
export const ambassadorEmbeddedTypes = [
  'AmbassadorBillingPayload',
  'AmbassadorEvent',
  'AmbassadorProfilePayload',
  'ChangePasswordPayload',
  'CommissionTotals',
  'CsvExport',
  'Dashboard',
  'DashboardDay',
  'FieldError',
  'LogoutPayload',
  'MarkNotificationsReadPayload',
  'Money',
  'Notifications',
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

/**
 * graphcache settings of the ambassador schema: keys for every id-less type and merged Relay
 * pages of the four connections. What a mutation changes in the cache is said by the feature that
 * sends it, added with `extendCacheConfig`.
 */
export const ambassadorCacheConfig: GqlCacheConfig = {
  keys: keysOf(ambassadorEmbeddedTypes, ambassadorNaturalKeys),
  relayConnections: { Query: ['operations', 'attributedOrders', 'commissions', 'payouts'] },
}
