import type { GqlCacheConfig } from '../normalized-cache-exchange'
import { keysOf } from './cache-helpers'

/** Types of the back office schema without an `id`, stored inside their parent. */
export const adminEmbeddedTypes = [
  'AmbassadorFigures',
  'AuditPage',
  'BackOfficeEvent',
  'DailySales',
  'DashboardSales',
  'DonePayload',
  'FieldError',
  'LogoutPayload',
  'OrderAddress',
  'OrderRefundLine',
  'OrderStatusEvent',
  'PayoutRunPayload',
  'PayoutRunTotals',
  'SalesPeriod',
  'SepaCreditTransferFile',
  'ShopDashboard',
  'StaffAmbassadorPage',
  'StaffAmbassadorPayload',
  'StaffAmbassadorProfile',
  'StaffCommissionPage',
  'StaffCommissionPayload',
  'StaffInvitation',
  'StaffMemberPayload',
  'StaffOrderLine',
  'StaffOrderPage',
  'StaffOrderPayload',
  'StaffPayoutPayload',
  'StaffSessionPayload',
  'StaffSignInPayload',
] as const

/**
 * graphcache settings of the back office schema: keys for every id-less type. What a mutation
 * changes in the cache is said by the screen that sends it, added with `extendCacheConfig`.
 */
export const adminCacheConfig: GqlCacheConfig = {
  keys: keysOf(adminEmbeddedTypes, { StaffOrder: 'number' }),
}
