import type { CommissionStatus } from './commission-chip'

/**
 * The statuses the ledger filters on, in its order, apart from its page: the route checks
 * `?status=` with them, and the route's checks load with the router, before any page.
 */
export const commissionStatuses: readonly CommissionStatus[] = [
  'PENDING',
  'APPROVED',
  'PAID',
  'REVERSED',
]
