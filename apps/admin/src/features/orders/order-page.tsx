import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useLiveRefetch } from '../live/use-live-refetch'
import { useCurrentStaff } from '../session/current-staff'
import { OrderActions } from './order-actions'
import { OrderNotes } from './order-notes'
import { OrderRequests } from './order-requests'
import {
  OrderCustomer,
  OrderHistory,
  OrderLines,
  OrderPayment,
  useOrderFormat,
} from './order-sections'
import { OrderStatusBadge } from './order-status-badge'
import styles from './orders.module.css'
import { orderQuery } from './orders.graphql'

const actingRoles = ['OWNER', 'ORDERS']

/** One order: lines, customer, payment and refunds, history, notes, and the actions. */
export function OrderPage({ number }: { number: string }) {
  const { t } = useLingui()
  const staff = useCurrentStaff()
  const { date } = useOrderFormat()
  const [{ data, fetching }, refetch] = useQuery({ query: orderQuery, variables: { number } })
  useLiveRefetch(['ORDER_STATUS_CHANGED'], refetch)
  const order = data?.order
  const canAct = staff !== null && actingRoles.includes(staff.role)
  if (!order) {
    return (
      <section className={pageStyles.page}>
        <AdminTitle title={number} />
        <p>{fetching ? t`Loading…` : t`There is no order ${number}.`}</p>
        <Link href="/orders">{t`Back to the orders`}</Link>
      </section>
    )
  }
  return (
    <section className={pageStyles.page} aria-labelledby="order-title">
      <AdminTitle title={t`Order ${order.number}`} />
      <div className={pageStyles.head}>
        <div>
          <Link href="/orders">{t`All orders`}</Link>
          <h1 id="order-title" className={pageStyles.title}>
            {t`Order ${order.number}`}
          </h1>
          <p className={pageStyles.lead}>
            <OrderStatusBadge status={order.status} /> {t`Placed ${date(order.createdAt)}`}
          </p>
        </div>
        <OrderActions order={order} canAct={canAct} />
      </div>
      <OrderRequests order={order} />
      <div className={styles.columns}>
        <div className={pageStyles.section}>
          <OrderLines order={order} />
          <OrderPayment order={order} />
          <OrderHistory order={order} />
        </div>
        <div className={pageStyles.section}>
          <OrderCustomer order={order} />
          <OrderNotes order={order} canWrite={canAct} />
        </div>
      </div>
    </section>
  )
}
