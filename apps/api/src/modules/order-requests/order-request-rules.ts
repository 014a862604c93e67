import { holdDays } from '../ambassadors/programme-terms'
import type { OrderStatus } from '../orders/order-state'

export type OrderRequestKind = 'CANCEL' | 'RETURN'

/** The return window: as long as the programme holds commissions after delivery. */
export const returnWindowDays = holdDays
const returnWindowMs = returnWindowDays * 24 * 60 * 60 * 1000

/** The states an order can be cancelled in: until it leaves the workshop. */
const cancellable: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'FULFILLED']

/** When the order was delivered (its latest move to DELIVERED), or null. */
export function deliveredAt(history: readonly { status: OrderStatus; at: Date }[]): Date | null {
  return history.filter((entry) => entry.status === 'DELIVERED').at(-1)?.at ?? null
}

/** The last moment a delivered order may be returned, or null when it is not delivered. */
export function returnableUntil(status: OrderStatus, delivered: Date | null): Date | null {
  return status === 'DELIVERED' && delivered ? new Date(delivered.getTime() + returnWindowMs) : null
}

/** Why a request of this kind cannot be made now, or null when it can. */
export function refusal(
  kind: OrderRequestKind,
  status: OrderStatus,
  delivered: Date | null,
  now: Date,
): 'not_cancellable' | 'not_delivered' | 'return_window_over' | null {
  if (kind === 'CANCEL') return cancellable.includes(status) ? null : 'not_cancellable'
  const until = returnableUntil(status, delivered)
  if (until === null) return 'not_delivered'
  return now.getTime() <= until.getTime() ? null : 'return_window_over'
}

/** The requests the order page offers now, given those already made. */
export function requestsAvailable(
  status: OrderStatus,
  delivered: Date | null,
  made: readonly OrderRequestKind[],
  now: Date,
): OrderRequestKind[] {
  return (['CANCEL', 'RETURN'] as const).filter(
    (kind) => !made.includes(kind) && refusal(kind, status, delivered, now) === null,
  )
}
