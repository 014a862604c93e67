import { Badge } from '@comptoir/ui/badge'
import { Link } from '@comptoir/ui/link'
import { formatPrice } from '@comptoir/ui/price'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'

import { commissionChip } from '../commissions/commission-chip'
import styles from '../../components/pages.module.css'
import type { DashboardData } from './dashboard.graphql'

/** The five latest attributed orders, with a link to all of them. */
export function LatestOrders({ orders }: { orders: DashboardData['attributedOrders'] }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  return (
    <section className={styles.section} aria-labelledby="latest-orders-title">
      <div className={styles.head}>
        <h2 id="latest-orders-title" className={styles.sectionTitle}>
          {t`Latest orders`}
        </h2>
        <Link href="/orders">{t`All orders`}</Link>
      </div>
      {orders.edges.length === 0 ? (
        <p
          className={styles.muted}
        >{t`No order yet: they appear here as soon as a shopper orders with your code or link.`}</p>
      ) : (
        <ul className={styles.table}>
          {orders.edges.map(({ node: order }) => {
            const chip = order.commission ? commissionChip(order.commission.status, i18n) : null
            return (
              <li key={order.number} className={styles.row}>
                <span>
                  <strong>{order.number}</strong> · {order.customer}, {order.city}
                </span>
                <span className={styles.amount}>
                  {formatPrice(order.sales.amount, order.sales.currency, i18n.locale)}
                </span>
                {chip ? (
                  <Badge tone={chip.tone}>{chip.label}</Badge>
                ) : order.status === 'PENDING_PAYMENT' ? (
                  <Badge tone="neutral">{t`Awaiting payment`}</Badge>
                ) : (
                  <span />
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
