import { Badge } from '@comptoir/ui/badge'

import { statusTones, useOrderLabels } from './order-labels'
import type { OrderStatus } from './orders-search'

/** An order's status as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const labels = useOrderLabels()
  return (
    <Badge tone={statusTones[status]} dot>
      {labels.status(status)}
    </Badge>
  )
}
