import { formatPrice } from '@comptoir/ui/price'
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

/** One sentence saying what an event means for the ambassador, in the active language. */
export function describeEvent(event: AmbassadorEvent, i18n: I18n): string {
  const amount = event.amount
    ? formatPrice(event.amount.amount, event.amount.currency, i18n.locale)
    : ''
  const order = event.orderNumber ?? ''
  const code = event.operationCode ?? ''
  switch (event.type) {
    case 'ORDER_ATTRIBUTED':
      return code
        ? i18n._(msg`New order ${order} with ${code}: ${amount} commission pending`)
        : i18n._(msg`New order ${order}: ${amount} commission pending`)
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
  }
}
