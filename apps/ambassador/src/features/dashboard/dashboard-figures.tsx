import { Chart } from '@comptoir/ui/chart'
import { useFormatMoney } from '@comptoir/ui/price'
import { StatCard } from '@comptoir/ui/stat-card'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'

import pageStyles from '../../components/pages.module.css'
import type { DashboardData } from './dashboard.graphql'
import figureStyles from '../../components/figures.module.css'

const styles = { ...pageStyles, ...figureStyles }

/**
 * The figures of the period and their curve. An order is "from your link" when its buyer followed
 * the link before ordering, whatever they did at checkout; the conversion is that of the link
 * alone (link orders ÷ clicks). Orders awaiting payment count once paid.
 */
export function DashboardFigures({ dashboard }: { dashboard: DashboardData['dashboard'] }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const money = useFormatMoney()
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 })
  const day = (date: string) => new Date(`${date}T12:00:00Z`)
  const { referralOrders, choiceOrders, codeOrders, awaitingPaymentOrders } = dashboard
  return (
    <section className={styles.section} aria-labelledby="figures-title">
      <div>
        <h2 id="figures-title" className={styles.sectionTitle}>
          {t`Figures of the period`}
        </h2>
        <p className={styles.muted}>
          <Plural
            value={dashboard.orders}
            _0="No paid order yet."
            one={`# paid order: ${referralOrders} from your link, ${choiceOrders} choosing your operation, ${codeOrders} by code alone.`}
            other={`# paid orders: ${referralOrders} from your link, ${choiceOrders} choosing your operation, ${codeOrders} by code alone.`}
          />{' '}
          {awaitingPaymentOrders > 0 && (
            <>
              <Plural
                value={awaitingPaymentOrders}
                one="# order awaiting payment counts once paid."
                other="# orders awaiting payment count once paid."
              />{' '}
            </>
          )}
          {t`The conversion counts the orders of your link’s visitors only.`}
        </p>
      </div>
      <ul className={styles.figures} aria-labelledby="figures-title">
        <li>
          <StatCard label={t`Clicks on your link`} value={String(dashboard.clicks)} />
        </li>
        <li>
          <StatCard label={t`Orders from your link`} value={String(referralOrders)} />
        </li>
        <li>
          <StatCard label={t`Orders choosing your operation`} value={String(choiceOrders)} />
        </li>
        <li>
          <StatCard label={t`Orders by code alone`} value={String(codeOrders)} />
        </li>
        <li>
          <StatCard
            label={t`Conversion of your link`}
            value={percent.format(dashboard.conversionRate)}
          />
        </li>
        <li>
          <StatCard label={t`Sales`} value={money(dashboard.sales)} />
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
    </section>
  )
}
