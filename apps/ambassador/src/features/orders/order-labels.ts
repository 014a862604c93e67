import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { OrderStanding } from './orders-search'

const orderStatuses = {
  PENDING_PAYMENT: msg`Awaiting payment`,
  PAID: msg`Paid`,
  FULFILLED: msg`Being prepared`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  CANCELLED: msg`Cancelled`,
  REFUNDED: msg`Refunded`,
} as const

/** An order's status (as the API names it) in the active language; an unknown one as it is. */
export function orderStatusName(status: string, i18n: I18n): string {
  const name = (orderStatuses as Record<string, (typeof orderStatuses)['PAID']>)[status]
  return name ? i18n._(name) : status
}

const standings = {
  AWAITING_PAYMENT: msg`Awaiting payment`,
  PENDING: msg`Commission pending`,
  APPROVED: msg`Commission approved`,
  PAID: msg`Commission paid`,
  REVERSED: msg`Commission reversed`,
} as const satisfies Record<OrderStanding, unknown>

/** A choice of the orders' status filter, in the active language. */
export function standingName(standing: OrderStanding, i18n: I18n): string {
  return i18n._(standings[standing])
}

const sources = {
  CODE: msg`Code at checkout`,
  OPERATION_CHOICE: msg`Chose your operation`,
  REFERRAL: msg`Your link`,
} as const

/** How the buyer came to the ambassador, in the active language. */
export function sourceName(source: keyof typeof sources, i18n: I18n): string {
  return i18n._(sources[source])
}
