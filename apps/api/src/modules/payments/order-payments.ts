import type { Database } from '../../db/client'
import type { Logger } from 'pino'

import { commandLineActor } from '../audit/audit.service'
import type { PaymentProvider } from '../checkout/payments'
import type {
  OrderAdminService,
  TransitionOptions,
  TransitionResult,
} from '../orders/order-admin.service'
import { canTransition } from '../orders/order-state'
import { findOrderByNumber, type OrderRecord } from '../orders/orders.service'
import { createOrderRefunds } from './order-refunds'
import { stripeProviderId } from './stripe-provider'

export interface OrderPaymentsDeps {
  db: Database
  admin: OrderAdminService
  providers: readonly PaymentProvider[]
  logger?: Logger
}

/**
 * The operator's refund and cancel, with the provider that holds the money (Stripe) kept in step:
 * a refund gives the money back first (under a key of the order's, so a repeated command never
 * refunds twice); a cancel of an unpaid order closes its payment first, so the shopper can no
 * longer pay for an order that will not ship. Then the order moves through the same transition as
 * any other (status event, stock back, commission reversed). A provider without these (test card,
 * bank transfer) leaves the money side to the operator.
 */
export function createOrderPayments(deps: OrderPaymentsDeps) {
  async function orderFor(
    number: string,
    to: 'REFUNDED' | 'CANCELLED',
  ): Promise<
    { refused: TransitionResult } | { order: OrderRecord; provider: PaymentProvider | undefined }
  > {
    const order = await findOrderByNumber(deps.db, number.trim().toUpperCase())
    if (!order) return { refused: { ok: false, reason: 'not_found' } }
    if (!canTransition(order.status, to)) {
      return { refused: { ok: false, reason: 'invalid_transition', from: order.status, to } }
    }
    const provider = deps.providers.find((candidate) => candidate.id === order.paymentMethod)
    if (!provider && order.paymentMethod === stripeProviderId) {
      throw new Error(`${order.number} was paid through Stripe, which is not configured here`)
    }
    return { order, provider }
  }

  const refundOrder = createOrderRefunds(deps)

  /** The command line's refund of all that remains of an order, its units back in stock. */
  async function refund(number: string, options: TransitionOptions): Promise<TransitionResult> {
    const found = await orderFor(number, 'REFUNDED')
    if ('refused' in found) return found.refused
    const actor = options.audit ?? commandLineActor
    const result = await refundOrder({
      number: found.order.number,
      idempotencyKey: 'full',
      lines: null,
      restock: true,
      reason: options.note ?? null,
      actor,
      actorName: actor.label,
    })
    if (result.ok) return { ok: true, order: result.order, from: found.order.status }
    if (result.refusal.reason === 'provider_failed') {
      throw new Error(`The payment provider refused to refund ${found.order.number}`)
    }
    return { ok: false, reason: 'invalid_transition', from: found.order.status, to: 'REFUNDED' }
  }

  async function cancel(number: string, options: TransitionOptions): Promise<TransitionResult> {
    const found = await orderFor(number, 'CANCELLED')
    if ('refused' in found) return found.refused
    const { order, provider } = found
    if (order.status === 'PENDING_PAYMENT' && order.paymentReference) {
      // A payment that still succeeds (a race with the shopper) is refunded by the webhook.
      await provider?.release(order.paymentReference)
    } else if (provider?.refund && order.paymentReference) {
      // What staff refunded by line before is not given back twice.
      const amountCents = order.totalCents - (await deps.admin.refunds.refundedCents(order.id))
      if (amountCents > 0) {
        await provider.refund(order.paymentReference, {
          amountCents,
          idempotencyKey: `refund-${order.number}`,
        })
      }
    }
    return deps.admin.cancel(order.number, options)
  }

  /** The provider's own state of an order's payment (a Stripe PaymentIntent's), if it tells. */
  async function paymentStatus(order: OrderRecord): Promise<string | null> {
    const provider = deps.providers.find((candidate) => candidate.id === order.paymentMethod)
    if (!provider?.paymentStatus || !order.paymentReference) return null
    return provider.paymentStatus(order.paymentReference)
  }

  return { refund, refundOrder, cancel, paymentStatus }
}

export type OrderPayments = ReturnType<typeof createOrderPayments>
