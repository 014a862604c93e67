import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { graphql } from '@comptoir/gql-client/public-graphql'

/** The states of an order, as the API names them. */
export type OrderStatus = ReturnType<typeof graphql.scalar<'OrderStatus'>>

/** The normal path of an order, in order. */
export const orderProgress: readonly OrderStatus[] = [
  'PENDING_PAYMENT',
  'PAID',
  'FULFILLED',
  'SHIPPED',
  'DELIVERED',
]

/**
 * The steps an order goes through: a test-card order is paid when placed, so it never awaits
 * payment; a bank transfer, a card paid through Stripe (paid once Stripe confirms), or an order
 * whose history shows it waited starts there.
 */
export function orderSteps(order: {
  readonly paymentMethod: string
  readonly statusHistory: readonly { readonly status: OrderStatus }[]
}): readonly OrderStatus[] {
  const waited =
    order.paymentMethod === 'BANK_TRANSFER' ||
    order.paymentMethod === 'STRIPE' ||
    order.statusHistory.some((entry) => entry.status === 'PENDING_PAYMENT')
  return waited ? orderProgress : orderProgress.filter((status) => status !== 'PENDING_PAYMENT')
}

/** What each state is called in the shop. */
export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  PENDING_PAYMENT: msg`Awaiting payment`,
  PAID: msg`Paid`,
  FULFILLED: msg`Being prepared`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  CANCELLED: msg`Cancelled`,
  REFUNDED: msg`Refunded`,
}

/** The tone of a state's badge. */
export function orderStatusTone(status: OrderStatus): 'success' | 'danger' | 'info' | 'warning' {
  if (status === 'DELIVERED') return 'success'
  if (status === 'CANCELLED' || status === 'REFUNDED') return 'danger'
  if (status === 'PENDING_PAYMENT') return 'warning'
  return 'info'
}
