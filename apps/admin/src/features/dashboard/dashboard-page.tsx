import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useLiveRefetch } from '../live/use-live-refetch'
import { useCurrentStaff } from '../session/current-staff'
import { dashboardQuery, latestOrdersQuery } from './dashboard.graphql'
import { LatestOrders, SalesOverview, WaitingWork } from './dashboard-sections'

/** The roles that read the orders (the programme role does not). */
const orderReaders = new Set(['OWNER', 'ORDERS', 'READ_ONLY'])

/**
 * The dashboard: what needs doing, sales with their chart and the programme's share, the
 * latest orders; each part only for a role that may read it, read again as changes happen.
 */
export function DashboardPage() {
  const { t } = useLingui()
  const me = useCurrentStaff()
  const readsOrders = me !== null && orderReaders.has(me.role)
  const [{ data, error }, refetch] = useQuery({
    query: dashboardQuery,
    requestPolicy: 'cache-and-network',
  })
  const [latest, refetchLatest] = useQuery({
    query: latestOrdersQuery,
    requestPolicy: 'cache-and-network',
    pause: !readsOrders,
  })
  useLiveRefetch(
    [
      'ORDER_PLACED',
      'ORDER_STATUS_CHANGED',
      'APPLICATION_RECEIVED',
      'PAYOUT_REQUESTED',
      'PAYOUT_STATUS_CHANGED',
    ],
    refetch,
  )
  useLiveRefetch(['ORDER_PLACED', 'ORDER_STATUS_CHANGED'], refetchLatest)
  const dashboard = data?.dashboard
  return (
    <section className={pageStyles.page} aria-labelledby="dashboard-title">
      <AdminTitle title={t`Dashboard`} />
      <div>
        <h1 id="dashboard-title" className={pageStyles.title}>{t`Dashboard`}</h1>
        {me && (
          <p className={pageStyles.lead}>{t`Hello ${me.name}, here is where the shop stands.`}</p>
        )}
      </div>
      {error && !dashboard && (
        <p role="alert" className={pageStyles.muted}>{t`The dashboard could not be loaded.`}</p>
      )}
      {dashboard && <WaitingWork dashboard={dashboard} />}
      {dashboard?.sales && <SalesOverview sales={dashboard.sales} />}
      {readsOrders && latest.data && <LatestOrders orders={latest.data.orders.orders} />}
    </section>
  )
}
