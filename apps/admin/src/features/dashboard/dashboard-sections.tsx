import { Link } from '@comptoir/ui/link'
import { AddressLink } from '@comptoir/app-shell/app-link'
import { plural } from '@lingui/core/macro'
import { formatPrice } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import { pageStyles } from '../../components/page-styles'
import styles from './dashboard.module.css'
import type { DashboardData, DashboardSales, LatestOrder } from './dashboard.graphql'
import { FigureCard } from './figure-card'
import { SalesChart } from './sales-chart'

/** What needs doing, each count linking to its list; only the counts the role may read. */
export function WaitingWork({ dashboard }: { dashboard: DashboardData }) {
  const { t, i18n } = useLingui()
  const cards = [
    { count: dashboard.ordersToShip, label: t`Orders to ship`, href: '/orders' },
    {
      count: dashboard.applicationsWaiting,
      label: t`Applications waiting`,
      href: '/applications',
    },
    { count: dashboard.payoutsWaiting, label: t`Payouts waiting`, href: '/payouts' },
  ].filter((card): card is typeof card & { count: number } => card.count !== null)
  if (cards.length === 0) return null
  return (
    <section className={pageStyles.section} aria-labelledby="waiting-title">
      <h2 id="waiting-title" className={pageStyles.sectionTitle}>{t`What needs doing`}</h2>
      <ul className={styles.figures}>
        {cards.map((card) => (
          <li key={card.href}>
            <FigureCard
              label={card.label}
              value={i18n.number(card.count)}
              href={card.href}
              attention={card.count > 0}
              hint={card.count > 0 ? t`Open the list` : t`Nothing waiting`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Sales today, over 7 and 30 days, by day, and the programme's share. */
export function SalesOverview({ sales }: { sales: DashboardSales }) {
  const { t, i18n } = useLingui()
  const money = (cents: number) => formatPrice(cents, sales.currency, i18n.locale)
  const orders = (count: number) => t`${plural(count, { one: '# order', other: '# orders' })}`
  const periods = [
    { key: 'today', label: t`Today`, period: sales.today },
    { key: '7', label: t`Last 7 days`, period: sales.last7Days },
    { key: '30', label: t`Last 30 days`, period: sales.last30Days },
  ]
  const total = sales.last30Days.salesCents
  const share = total > 0 ? sales.programmeSalesCents / total : 0
  const programme = money(sales.programmeSalesCents)
  const whole = money(total)
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <section className={pageStyles.section} aria-labelledby="sales-title">
      <h2 id="sales-title" className={pageStyles.sectionTitle}>{t`Sales`}</h2>
      <ul className={styles.figures}>
        {periods.map(({ key, label, period }) => (
          <li key={key}>
            <FigureCard
              label={label}
              value={money(period.salesCents)}
              hint={orders(period.orders)}
            />
          </li>
        ))}
      </ul>
      <SalesChart days={sales.days} money={money} />
      <div className={`${styles.figure} ${styles.share}`}>
        <span
          className={styles.figureLabel}
        >{t`The ambassador programme’s share, last 30 days`}</span>
        <span className={styles.figureValue}>{percent.format(share)}</span>
        <div
          className={styles.shareBar}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 1000) / 10}
          aria-label={t`The ambassador programme’s share`}
        >
          <div className={styles.shareFill} style={{ width: `${String(share * 100)}%` }} />
        </div>
        <span className={styles.figureHint}>
          {t`${programme} of ${whole} came through an ambassador.`}
        </span>
      </div>
    </section>
  )
}

/** The latest orders, each linking to its page. */
export function LatestOrders({ orders }: { orders: readonly LatestOrder[] }) {
  const { t, i18n } = useLingui()
  return (
    <section className={pageStyles.section} aria-labelledby="latest-title">
      <div className={pageStyles.head}>
        <h2 id="latest-title" className={pageStyles.sectionTitle}>{t`Latest orders`}</h2>
        <Link href="/orders">{t`All orders`}</Link>
      </div>
      {orders.length === 0 ? (
        <p className={pageStyles.muted}>{t`No order yet.`}</p>
      ) : (
        <ol className={styles.orders} aria-live="polite">
          {orders.map((order) => (
            <li key={order.number}>
              <AddressLink className={styles.order} href={`/orders/${order.number}`}>
                <span className={styles.orderNumber}>{order.number}</span>
                <span className={styles.orderAmount}>
                  {formatPrice(order.totalCents, order.currency, i18n.locale)}
                </span>
                <span className={styles.orderMeta}>
                  {order.customerName} ·{' '}
                  {i18n.date(new Date(order.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </AddressLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
