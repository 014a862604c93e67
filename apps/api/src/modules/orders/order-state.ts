import { orderStatus } from '../../db/schema'

export type OrderStatus = (typeof orderStatus.enumValues)[number]

/** Tells whether a text (a CLI argument, a stored value) is one of the order statuses. */
export function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (orderStatus.enumValues as readonly string[]).includes(value)
}

/** Where each state may go: forward along the fulfilment chain, or out to CANCELLED / REFUNDED. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'CANCELLED'],
  PAID: ['FULFILLED', 'CANCELLED', 'REFUNDED'],
  FULFILLED: ['SHIPPED', 'CANCELLED', 'REFUNDED'],
  SHIPPED: ['DELIVERED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  CANCELLED: [],
  REFUNDED: [],
}

/** The next state along PENDING_PAYMENT → PAID → FULFILLED → SHIPPED → DELIVERED, if any. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  const chain: OrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'FULFILLED', 'SHIPPED', 'DELIVERED']
  const index = chain.indexOf(status)
  return index >= 0 ? (chain[index + 1] ?? null) : null
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/** States whose entry puts the ordered units back in stock. */
export const restockingStatuses: readonly OrderStatus[] = ['CANCELLED', 'REFUNDED']
