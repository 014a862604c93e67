import { useLingui } from '@lingui/react/macro'

import { useOrderFormat, type OrderDetails } from './order-sections'
import styles from './orders.module.css'

/**
 * What the buyer asked for from their order page (to cancel it, to return it), with their
 * reason: the staff answer with the order's own actions and by e-mail.
 */
export function OrderRequests({ order }: { order: OrderDetails }) {
  const { t } = useLingui()
  const { date } = useOrderFormat()
  if (order.requests.length === 0) return null
  return (
    <ul className={styles.requests} aria-label={t`The buyer’s requests`}>
      {order.requests.map((request) => (
        <li key={request.id} className={styles.request}>
          <strong>
            {request.kind === 'CANCEL'
              ? t`The buyer asks to cancel this order (${date(request.at)}).`
              : t`The buyer asks to return this order (${date(request.at)}).`}
          </strong>
          <span>{request.reason}</span>
        </li>
      ))}
    </ul>
  )
}
