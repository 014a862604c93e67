import { formatMoney, type MoneyValue } from '@comptoir/ui/price'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { AmbassadorEvent } from './notifications.graphql'

const commissionStatusNames = {
  PENDING: msg`pending`,
  APPROVED: msg`approved`,
  PAID: msg`paid`,
  REVERSED: msg`reversed`,
} as const

const payoutStatusNames = {
  REQUESTED: msg`requested`,
  PAID: msg`paid`,
  REJECTED: msg`rejected`,
} as const

function named(names: Record<string, ReturnType<typeof msg>>, value: string | null, i18n: I18n) {
  const descriptor = value ? names[value] : undefined
  return descriptor ? i18n._(descriptor) : (value ?? '')
}

function newOrder(event: AmbassadorEvent, i18n: I18n): string {
  const money = (value: MoneyValue) => formatMoney(value, i18n.locale)
  const number = event.orderNumber ?? ''
  const order = event.sales ? `${number} (${money(event.sales)})` : number
  const code = event.operationCode ?? ''
  if (!event.amount) {
    // Cancelled before it was paid: the order earns nothing.
    return code ? i18n._(msg`New order ${order} with ${code}`) : i18n._(msg`New order ${order}`)
  }
  const amount = money(event.amount)
  return code
    ? i18n._(msg`New order ${order} with ${code}: ${amount} commission pending`)
    : i18n._(msg`New order ${order}: ${amount} commission pending`)
}

/**
 * One sentence saying what an event means for the ambassador, in the active language. A new
 * order names its sales and the commission it earns apart, the commission being the amount of
 * its ledger line.
 */
export function describeEvent(event: AmbassadorEvent, i18n: I18n): string {
  const amount = event.amount ? formatMoney(event.amount, i18n.locale) : ''
  const order = event.orderNumber ?? ''
  const code = event.operationCode ?? ''
  switch (event.type) {
    case 'ORDER_ATTRIBUTED':
      return newOrder(event, i18n)
    case 'COMMISSION_STATUS_CHANGED': {
      const status = named(commissionStatusNames, event.commissionStatus, i18n)
      return i18n._(msg`Commission on order ${order} is now ${status} (${amount})`)
    }
    case 'OPERATION_GOAL_REACHED':
      return i18n._(msg`Operation ${code} reached its goal`)
    case 'PAYOUT_STATUS_CHANGED': {
      const status = named(payoutStatusNames, event.payoutStatus, i18n)
      return i18n._(msg`Payout of ${amount} is now ${status}`)
    }
    case 'LINK_CLICKED':
      return i18n._(msg`Someone followed your link`)
  }
}
