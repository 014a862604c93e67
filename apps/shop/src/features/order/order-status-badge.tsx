import { Badge } from '@comptoir/ui/badge'
import { useLingui } from '@lingui/react/macro'

import { orderStatusLabels, orderStatusTone, type OrderStatus } from './order-status'

/** An order's state as a coloured badge whose text says it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge tone={orderStatusTone(status)} dot>
      {i18n._(orderStatusLabels[status])}
    </Badge>
  )
}
