import type { Logger } from 'pino'

import type { PaymentProvider } from '../checkout/payments'
import type { OrderAdminService } from '../orders/order-admin.service'
import type { RefundRequest, RefundResult } from '../orders/order-refund-ledger'
import { canTransition } from '../orders/order-state'
import { stripeProviderId } from './stripe-provider'

/**
 * Refunds in full or by line, with the provider that holds the money (Stripe) kept in step: the
 * refund is reserved on the order first, then given back by the provider under a key of that
 * reservation (a retried request never refunds twice), then settled (units restocked if asked,
 * audit row). An order whose money is all back becomes REFUNDED. A provider without refunds (test
 * card, bank transfer) leaves the transfer of the money to the staff.
 */
export function createOrderRefunds(deps: {
  admin: OrderAdminService
  providers: readonly PaymentProvider[]
  logger?: Logger
}) {
  const ledger = deps.admin.refunds

  return async function refundOrder(request: RefundRequest): Promise<RefundResult> {
    const reserved = await ledger.reserve(request)
    if (!reserved.ok) return { ok: false, refusal: reserved.refusal }
    const { refund, order } = reserved
    if (!reserved.settled) {
      const provider = deps.providers.find((candidate) => candidate.id === order.paymentMethod)
      if (!provider && order.paymentMethod === stripeProviderId) {
        throw new Error(`${order.number} was paid through Stripe, which is not configured here`)
      }
      if (provider?.refund && order.paymentReference) {
        try {
          await provider.refund(order.paymentReference, {
            amountCents: refund.amountCents,
            idempotencyKey: `refund-${order.number}-${refund.id}`,
          })
        } catch (error) {
          deps.logger?.error({ err: error, order: order.number }, 'the provider refused a refund')
          await ledger.release(refund.id)
          return { ok: false, refusal: { reason: 'provider_failed' } }
        }
      }
    }
    const { fullyRefunded } = await ledger.settle(refund.id, request.actor)
    let current = order
    if (fullyRefunded && canTransition(order.status, 'REFUNDED')) {
      const moved = await deps.admin.transition(order.number, 'REFUNDED', {
        actor: request.actor.staffId ? 'back-office' : 'admin-cli',
        note: request.reason,
        audit: request.actor,
      })
      if (moved.ok) current = moved.order
    }
    return { ok: true, order: current, amountCents: refund.amountCents, replayed: reserved.settled }
  }
}

export type RefundOrder = ReturnType<typeof createOrderRefunds>
