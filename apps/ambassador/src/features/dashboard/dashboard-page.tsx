import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatPercent } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { useLiveRefresh } from '../notifications/ambassador-events'
import { CopyLink } from '../../components/copy-link'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import pageStyles from '../../components/pages.module.css'
import { PortalTitle } from '../../components/portal-title'
import { coach } from './coach'
import { CoachCard } from './coach-card'
import { DashboardFigures } from './dashboard-figures'
import { dashboardDocument, type DashboardData } from './dashboard.graphql'
import figureStyles from '../../components/figures.module.css'
import { LatestOrders } from './latest-orders'
import { periods, type Period } from './periods'

const styles = { ...pageStyles, ...figureStyles }

function adviceFor(data: DashboardData) {
  const { me, dashboard } = data
  return coach({
    code: me.code,
    clicks: dashboard.clicks,
    averageOrderCents: dashboard.averageOrderSales?.amount ?? null,
    hasIban: Boolean(me.payoutAccount),
    balanceCents: data.payoutBalance.amount,
    minimumCents: data.minimumPayout.amount,
    operations: data.operations.edges.map(({ node: operation }) => ({
      id: operation.id,
      name: operation.name,
      state: operation.state,
      goalCents: operation.salesGoal.amount,
      salesCents: operation.progress.sales.amount,
      orders: operation.progress.orders,
    })),
  })
}

/**
 * `/dashboard?period=`: the ambassador's link to copy, the coach, the figures of the period with
 * their curve, and the latest orders. The heading stays "Dashboard" while the figures load; the
 * greeting comes under it.
 */
export function DashboardPage({ period }: { period: Period }) {
  const { t } = useLingui()
  const formatPercent = useFormatPercent()
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: dashboardDocument,
    variables: { period },
  })
  useLiveRefresh(() => {
    reexecute({ requestPolicy: 'network-only' })
  })
  const periodNames: Record<Period, string> = {
    LAST_7_DAYS: t`7 days`,
    LAST_30_DAYS: t`30 days`,
    LAST_90_DAYS: t`90 days`,
    ALL: t`All time`,
  }
  const me = data?.me
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Dashboard`} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Dashboard`}</h1>
          <p className={styles.lead}>
            {me
              ? t`Hello ${me.displayName}: your code ${me.code} earns ${formatPercent(me.commissionRatePercent)} commission.`
              : t`Your figures and your next steps.`}
          </p>
        </div>
        <nav aria-label={t`Period`} className={styles.periods}>
          {periods.map((id) => (
            <AppLink
              key={id}
              to="/dashboard"
              search={{ period: id }}
              variant="quiet"
              aria-current={id === period ? 'page' : undefined}
              className={styles.period}
            >
              {periodNames[id]}
            </AppLink>
          ))}
        </nav>
      </div>
      {data ? (
        <>
          <section className={styles.card} aria-labelledby="link-title">
            <h2 id="link-title" className={styles.cardTitle}>
              {t`Your link`}
            </h2>
            <p className={styles.muted}>
              {t`Shoppers who follow it order with your code ${data.me.code}.`}
            </p>
            <CopyLink link={data.me.shareLink} />
          </section>
          <CoachCard advice={adviceFor(data)} />
          <DashboardFigures dashboard={data.dashboard} />
          <LatestOrders orders={data.attributedOrders} />
        </>
      ) : error && !fetching ? (
        <LoadError
          error={error}
          onRetry={() => {
            reexecute({ requestPolicy: 'network-only' })
          }}
        />
      ) : (
        <LoadingBlocks count={4} />
      )}
    </div>
  )
}
