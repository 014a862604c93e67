import type { BadgeTone } from '@comptoir/ui/badge'
import { useLingui } from '@lingui/react/macro'

import type { OrderStatus } from './orders-search'

/** The colour of each status: what needs doing stands out. */
export const statusTones: Record<OrderStatus, BadgeTone> = {
  PENDING_PAYMENT: 'warning',
  PAID: 'accent',
  FULFILLED: 'info',
  SHIPPED: 'success',
  DELIVERED: 'neutral',
  CANCELLED: 'danger',
  REFUNDED: 'neutral',
}

/** The names of order statuses and payment methods in the staff member's language. */
export function useOrderLabels() {
  const { t } = useLingui()
  const statuses: Record<OrderStatus, string> = {
    PENDING_PAYMENT: t`Awaiting payment`,
    PAID: t`Paid`,
    FULFILLED: t`Being prepared`,
    SHIPPED: t`Shipped`,
    DELIVERED: t`Delivered`,
    CANCELLED: t`Cancelled`,
    REFUNDED: t`Refunded`,
  }
  const payments: Record<string, string> = {
    stripe: t`Card (Stripe)`,
    'bank-transfer': t`Bank transfer`,
    'test-card': t`Test card`,
  }
  return {
    status: (status: OrderStatus) => statuses[status],
    payment: (method: string) => payments[method] ?? method,
  }
}
