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

/** The names of order statuses, payment methods and history sources in the staff member's language. */
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
  const actors: Record<string, string> = {
    checkout: t`Checkout`,
    'back-office': t`Back office`,
    'admin-cli': t`Command line`,
    admin: t`Command line`,
    'stripe-webhook': t`Stripe`,
    'unpaid-orders': t`Automatic (left unpaid)`,
  }
  return {
    status: (status: OrderStatus) => statuses[status],
    payment: (method: string) => payments[method] ?? method,
    /** Who or what moved the order: the checkout, the back office, Stripe… */
    actor: (actor: string) => actors[actor] ?? actor,
  }
}
