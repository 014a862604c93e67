import { Badge } from '@comptoir/ui/badge'
import { PortalTitle } from '../pages/portal-title'
import { Chart } from '@comptoir/ui/chart'
import { Link } from '@comptoir/ui/link'
import { formatPrice } from '@comptoir/ui/price'
import { StatCard } from '@comptoir/ui/stat-card'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { useAmbassadorEvent } from '../notifications/ambassador-events'
import { commissionChip } from '../orders/commission-chip'
import { LoadError, LoadingBlocks } from '../pages/load-state'
import pageStyles from '../pages/pages.module.css'
import ownStyles from './dashboard.module.css'
import { coach } from './coach'
import { CoachCard } from './coach-card'
import { dashboardDocument } from './dashboard.graphql'
import { periods, type Period } from './periods'

const styles = { ...pageStyles, ...ownStyles }

/** `/dashboard?period=`: figures of the period, their curve, the latest orders and the coach. */
export function DashboardPage({ period }: { period: Period }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: dashboardDocument,
    variables: { period },
  })
  useAmbassadorEvent(() => {
    reexecute({ requestPolicy: 'network-only' })
  })
  const money = (value: { amount: number; currency: string }) =>
    formatPrice(value.amount, value.currency, i18n.locale)
  const periodNames: Record<Period, string> = {
    LAST_7_DAYS: t`7 days`,
    LAST_30_DAYS: t`30 days`,
    LAST_90_DAYS: t`90 days`,
    ALL: t`All time`,
  }
  if (!data) {
    return (
      <div className={styles.page}>
        <PortalTitle title={t`Dashboard`} />
        <h1 className={styles.title}>{t`Dashboard`}</h1>
        {error && !fetching ? (
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
  const { me, dashboard } = data
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 })
  const operations = data.operations.edges.map((edge) => edge.node)
  const advice = coach({
    code: me.code,
    clicks: dashboard.clicks,
    hasIban: Boolean(me.payoutAccount),
    balanceCents: data.payoutBalance.amount,
    minimumCents: data.minimumPayout.amount,
    operations: operations.map((operation) => ({
      id: operation.id,
      name: operation.name,
      state: operation.state,
      goalCents: operation.salesGoal.amount,
      salesCents: operation.progress.sales.amount,
      orders: operation.progress.orders,
    })),
  })
  const day = (date: string) => new Date(`${date}T12:00:00Z`)
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Dashboard`} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Hello ${me.displayName}`}</h1>
          <p className={styles.lead}>
            {t`Your code ${me.code} · ${String(me.commissionRatePercent)} % commission`}
          </p>
        </div>
        <nav aria-label={t`Period`} className={styles.periods}>
          {periods.map((id) => (
            <Link
              key={id}
              href={`/dashboard?period=${id}`}
              variant="quiet"
              aria-current={id === period ? 'page' : undefined}
              className={styles.period}
            >
              {periodNames[id]}
            </Link>
          ))}
        </nav>
      </div>
      <CoachCard advice={advice} />
      <ul className={styles.grid} aria-label={t`Figures of the period`}>
        <li>
          <StatCard label={t`Clicks`} value={String(dashboard.clicks)} />
        </li>
        <li>
          <StatCard label={t`Orders`} value={String(dashboard.orders)} />
        </li>
        <li>
          <StatCard label={t`Sales`} value={money(dashboard.sales)} />
        </li>
        <li>
          <StatCard label={t`Conversion`} value={percent.format(dashboard.conversionRate)} />
        </li>
        <li>
          <StatCard label={t`Commission pending`} value={money(dashboard.commission.pending)} />
        </li>
        <li>
          <StatCard label={t`Commission approved`} value={money(dashboard.commission.approved)} />
        </li>
        <li>
          <StatCard label={t`Commission paid`} value={money(dashboard.commission.paid)} />
        </li>
      </ul>
      <Chart
        title={t`Clicks and orders per day`}
        series={[
          {
            label: t`Clicks`,
            points: dashboard.series.map((point) => ({
              time: day(point.date),
              value: point.clicks,
            })),
          },
          {
            label: t`Orders`,
            points: dashboard.series.map((point) => ({
              time: day(point.date),
              value: point.orders,
            })),
          },
        ]}
      />
      <section className={styles.section} aria-labelledby="latest-orders-title">
        <div className={styles.head}>
          <h2 id="latest-orders-title" className={styles.sectionTitle}>
            {t`Latest orders`}
          </h2>
          <Link href="/orders">{t`All orders`}</Link>
        </div>
        {data.attributedOrders.edges.length === 0 ? (
          <p
            className={styles.muted}
          >{t`No order yet: they appear here as soon as a shopper orders with your code or link.`}</p>
        ) : (
          <ul className={styles.list}>
            {data.attributedOrders.edges.map(({ node: order }) => {
              const chip = order.commission ? commissionChip(order.commission.status, i18n) : null
              return (
                <li key={order.number} className={styles.row}>
                  <span>
                    <strong>{order.number}</strong> · {order.customer}, {order.city}
                  </span>
                  <span className={styles.amount}>{money(order.sales)}</span>
                  {chip && <Badge tone={chip.tone}>{chip.label}</Badge>}
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}
