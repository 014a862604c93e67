import { AppLink } from '@comptoir/app-shell/app-link'
import { Badge } from '@comptoir/ui/badge'
import { useFormatMoney } from '@comptoir/ui/price'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'

import styles from '../../components/pages.module.css'
import { commissionChip } from '../commissions/commission-chip'
import { orderStatusName, sourceName } from './order-labels'
import type { AttributedOrderRow } from './orders.graphql'

/** One attributed order in full (where a notification leads): what the ambassador may know of it. */
export function OrderDetail({ order }: { order: AttributedOrderRow }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const money = useFormatMoney()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' })
  const chip = order.commission ? commissionChip(order.commission.status, i18n) : null
  return (
    <section className={styles.card} aria-labelledby="order-title">
      <div className={styles.cardHead}>
        <h2 id="order-title" className={styles.cardTitle}>
          {t`Order ${order.number}`}
        </h2>
        <Badge tone="neutral">{orderStatusName(order.status, i18n)}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt>{t`Placed`}</dt>
        <dd>{date.format(new Date(order.placedAt))}</dd>
        <dt>{t`Customer`}</dt>
        <dd>{`${order.customer}, ${order.city}`}</dd>
        <dt>{t`How they came`}</dt>
        <dd>{sourceName(order.source, i18n)}</dd>
        <dt>{t`Operation`}</dt>
        <dd>
          {order.operation ? (
            <AppLink to="/operation" search={{ id: order.operation.id }}>
              {`${order.operation.name} (${order.operation.code})`}
            </AppLink>
          ) : (
            t`None`
          )}
        </dd>
        <dt>{t`Sales`}</dt>
        <dd className={styles.amount}>{money(order.sales)}</dd>
        <dt>{t`Your commission`}</dt>
        <dd>
          {chip && order.commission ? (
            <>
              <span className={styles.amount}>{money(order.commission.amount)}</span>{' '}
              <Badge tone={chip.tone}>{chip.label}</Badge>
            </>
          ) : (
            t`Once the order is paid`
          )}
        </dd>
      </dl>
    </section>
  )
}
