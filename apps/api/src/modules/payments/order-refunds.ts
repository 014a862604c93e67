import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { orders } from '../../db/schema'
import type { PaymentProvider } from '../checkout/payments'
import type {
  OrderAdminService,
  TransitionOptions,
  TransitionResult,
} from '../orders/order-admin.service'
import { canTransition } from '../orders/order-state'
import { stripeProviderId } from './stripe-provider'

export interface OrderRefundsDeps {
  db: Database
  admin: OrderAdminService
  providers: readonly PaymentProvider[]
}

/**
 * The operator's refund: the provider that took the money gives it back first (Stripe, under a
 * key of the order's, so a repeated command never refunds twice), then the order is refunded
 * through the same transition as any other (status event, stock back, commission reversed).
 * A provider without refunds (test card, bank transfer) leaves the money side to the operator.
 */
export function createOrderRefunds(deps: OrderRefundsDeps) {
  return async function refund(
    number: string,
    options: TransitionOptions,
  ): Promise<TransitionResult> {
    const [order] = await deps.db
      .select()
      .from(orders)
      .where(eq(orders.number, number.trim().toUpperCase()))
    if (!order) return { ok: false, reason: 'not_found' }
    if (!canTransition(order.status, 'REFUNDED')) {
      return { ok: false, reason: 'invalid_transition', from: order.status, to: 'REFUNDED' }
    }
    const provider = deps.providers.find((candidate) => candidate.id === order.paymentMethod)
    if (!provider && order.paymentMethod === stripeProviderId) {
      throw new Error(`${order.number} was paid through Stripe, which is not configured here`)
    }
    if (provider?.refund && order.paymentReference) {
      await provider.refund(order.paymentReference, {
        amountCents: order.totalCents,
        idempotencyKey: `refund-${order.number}`,
      })
    }
    return deps.admin.refund(order.number, options)
  }
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>
