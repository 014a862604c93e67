import type { Locale } from '@comptoir/i18n/locales'
import { orderShipmentSchema } from '@comptoir/validation/schemas/order-shipment'
import { validateInput } from '@comptoir/validation/validate'

import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { Actor } from '../audit/audit.service'
import type { OrderAdminService, TransitionOptions, TransitionResult } from './order-admin.service'
import type { OrderStatus } from './order-state'
import type { OrderRecord } from './orders.service'

const statusNames: Record<Locale, Record<OrderStatus, string>> = {
  en: {
    PENDING_PAYMENT: 'awaiting payment',
    PAID: 'paid',
    FULFILLED: 'being prepared',
    SHIPPED: 'shipped',
    DELIVERED: 'delivered',
    CANCELLED: 'cancelled',
    REFUNDED: 'refunded',
  },
  fr: {
    PENDING_PAYMENT: 'en attente de paiement',
    PAID: 'payée',
    FULFILLED: 'en préparation',
    SHIPPED: 'expédiée',
    DELIVERED: 'livrée',
    CANCELLED: 'annulée',
    REFUNDED: 'remboursée',
  },
}

const refusals = {
  en: {
    not_found: 'This order does not exist',
    fulfil: (status: string) => `This order is ${status}: it cannot be marked as being prepared`,
    ship: (status: string) =>
      `This order is ${status}: only an order being prepared can be shipped`,
    deliver: (status: string) =>
      `This order is ${status}: only a shipped order can be marked as delivered`,
    cancel: (status: string) =>
      `This order is ${status}: only an unpaid or paid order not yet shipped can be cancelled`,
  },
  fr: {
    not_found: 'Cette commande n’existe pas',
    fulfil: (status: string) =>
      `Cette commande est ${status} : elle ne peut pas passer en préparation`,
    ship: (status: string) =>
      `Cette commande est ${status} : seule une commande en préparation peut être expédiée`,
    deliver: (status: string) =>
      `Cette commande est ${status} : seule une commande expédiée peut être marquée livrée`,
    cancel: (status: string) =>
      `Cette commande est ${status} : seule une commande impayée, ou payée et pas encore expédiée, peut être annulée`,
  },
} satisfies Record<Locale, unknown>

type Action = 'fulfil' | 'ship' | 'deliver' | 'cancel'

function outcomeOf(result: TransitionResult, action: Action, locale: Locale): Outcome<OrderRecord> {
  if (result.ok) return success(result.order)
  const text = refusals[locale]
  const error: FieldError =
    result.reason === 'not_found'
      ? { field: 'number', code: 'not_found', message: text.not_found }
      : {
          field: null,
          code: 'invalid_state',
          message: text[action](statusNames[locale][result.from]),
        }
  return failure([error])
}

export interface StaffActionContext {
  actor: Actor & { name: string }
  locale: Locale
}

const transitionOptions = (context: StaffActionContext, note?: string | null) => ({
  actor: 'back-office',
  note: note ?? null,
  audit: context.actor,
})

/**
 * The back office's actions on an order, through the same services as the command line: each is
 * refused with a message in the staff member's language when the order's state forbids it.
 */
export function createOrderStaffActions(deps: {
  orderAdmin: OrderAdminService
  /** The cancellation that keeps the payment provider in step (the payments module's). */
  orderPayments: { cancel(number: string, options: TransitionOptions): Promise<TransitionResult> }
}) {
  return {
    async markFulfilled(number: string, context: StaffActionContext) {
      const result = await deps.orderAdmin.transition(number, 'FULFILLED', {
        ...transitionOptions(context),
        from: 'PAID',
      })
      return outcomeOf(result, 'fulfil', context.locale)
    },
    async ship(
      input: { number: string; carrier: string; trackingNumber: string },
      context: StaffActionContext,
    ) {
      const checked = validateInput(orderShipmentSchema, input, context.locale)
      if (!checked.ok) return failure<OrderRecord>([...checked.errors])
      const trackingNumber = checked.value.trackingNumber.trim().replace(/\s+/g, ' ')
      const result = await deps.orderAdmin.ship(
        input.number,
        { carrier: checked.value.carrier, trackingNumber },
        { ...transitionOptions(context), from: 'FULFILLED' },
      )
      return outcomeOf(result, 'ship', context.locale)
    },
    /** The carrier delivered it: the return window and the commissions' hold start now. */
    async markDelivered(number: string, context: StaffActionContext) {
      const result = await deps.orderAdmin.transition(number, 'DELIVERED', {
        ...transitionOptions(context),
        from: 'SHIPPED',
      })
      return outcomeOf(result, 'deliver', context.locale)
    },
    async cancel(number: string, note: string | null, context: StaffActionContext) {
      const result = await deps.orderPayments.cancel(number, transitionOptions(context, note))
      return outcomeOf(result, 'cancel', context.locale)
    },
  }
}

export type OrderStaffActions = ReturnType<typeof createOrderStaffActions>
