import { AppLink } from '@comptoir/app-shell/app-link'
import { Badge } from '@comptoir/ui/badge'
import { EmptyState } from '@comptoir/ui/empty-state'
import { useFormatMoney } from '@comptoir/ui/price'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { PortalTitle } from '../../components/portal-title'
import { commissionChip } from '../commissions/commission-chip'
import { CsvExport } from '../exports/csv-export'
import { useLiveRefresh } from '../notifications/ambassador-events'
import { OrderDetail } from './order-detail'
import { sourceName } from './order-labels'
import { OrdersFilters } from './orders-filters'
import { periodDays, validateOrdersSearch, type OrdersSearch } from './orders-search'
import { attributedOrdersDocument } from './orders.graphql'

/**
 * `/orders`: the orders attributed to the ambassador (customers masked), latest first, narrowed
 * by status, operation and period, and their export as a CSV file. `?number=` shows that one
 * order in full (a notification leads there).
 */
export function OrdersPage({ search }: { search: OrdersSearch }) {
  const { after, number, status, operation, period } = search
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const money = useFormatMoney()
  const days = period && !number ? periodDays(period) : null
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: attributedOrdersDocument,
    variables: {
      after: after ?? null,
      number: number ?? null,
      standing: number ? null : (status ?? null),
      operationId: number ? null : (operation ?? null),
      from: days?.from ?? null,
      to: days?.to ?? null,
    },
  })
  useLiveRefresh(
    () => {
      reexecute({ requestPolicy: 'network-only' })
    },
    (event) => event.type === 'ORDER_ATTRIBUTED' || event.type === 'COMMISSION_STATUS_CHANGED',
  )
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const connection = data?.attributedOrders
  const filtered = Boolean(status ?? operation ?? period)
  const single = number ? connection?.edges[0]?.node : undefined
  const filters = validateOrdersSearch({ status, operation, period })
  return (
    <div className={styles.page}>
      <PortalTitle title={number ? t`Order ${number}` : t`Orders`} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Orders`}</h1>
          <p className={styles.lead}>
            {number ? (
              <>
                {connection?.totalCount === 0 ? t`No order ${number} among yours.` : null}{' '}
                <AppLink to="/orders">{t`All orders`}</AppLink>
              </>
            ) : connection && filtered ? (
              <Plural
                value={connection.totalCount}
                _0="No order matches these filters."
                one="# order matches these filters."
                other="# orders match these filters."
              />
            ) : connection ? (
              <Plural
                value={connection.totalCount}
                _0="No order attributed to you yet."
                one="# order attributed to you. Customers are shown by first name and initial only."
                other="# orders attributed to you. Customers are shown by first name and initial only."
              />
            ) : (
              t`Orders attributed to you.`
            )}
          </p>
        </div>
      </div>
      {single && <OrderDetail order={single} />}
      {number ? null : (
        <>
          <OrdersFilters search={search} />
          <CsvExport kind="ORDERS" />
        </>
      )}
      {connection ? (
        number ? null : connection.edges.length === 0 ? (
          filtered ? null : (
            <EmptyState
              title={t`No order yet`}
              description={t`When a shopper orders with your code, your operation or after following your link, the order appears here.`}
              action={<AppLink to="/operations">{t`Share an operation`}</AppLink>}
            />
          )
        ) : (
          <>
            <ul className={styles.table}>
              {connection.edges.map(({ node: order }) => {
                const chip = order.commission ? commissionChip(order.commission.status, i18n) : null
                return (
                  <li key={order.number} className={styles.row}>
                    <span>
                      <AppLink to="/orders" search={{ number: order.number }}>
                        <strong>{order.number}</strong>
                      </AppLink>{' '}
                      · {order.customer}, {order.city}
                      <br />
                      <span className={styles.muted}>
                        {date.format(new Date(order.placedAt))} · {sourceName(order.source, i18n)}
                        {order.operation ? ` · ${order.operation.code}` : ''}
                      </span>
                    </span>
                    <span className={styles.amount}>{money(order.sales)}</span>
                    {chip && order.commission ? (
                      <span className={styles.actions}>
                        <span className={styles.muted}>
                          {t`Commission ${money(order.commission.amount)}`}
                        </span>
                        <Badge tone={chip.tone}>{chip.label}</Badge>
                      </span>
                    ) : (
                      <Badge tone="neutral">{t`Awaiting payment`}</Badge>
                    )}
                  </li>
                )
              })}
            </ul>
            <nav aria-label={t`Pages`} className={styles.actions}>
              {after && (
                <AppLink to="/orders" search={filters}>
                  {t`Latest orders`}
                </AppLink>
              )}
              {connection.pageInfo.hasNextPage && connection.pageInfo.endCursor && (
                <AppLink to="/orders" search={{ ...filters, after: connection.pageInfo.endCursor }}>
                  {t`Older orders`}
                </AppLink>
              )}
            </nav>
          </>
        )
      ) : error && !fetching ? (
        <LoadError
          error={error}
          onRetry={() => {
            reexecute({ requestPolicy: 'network-only' })
          }}
        />
      ) : (
        <LoadingBlocks count={5} height="3.5rem" />
      )}
    </div>
  )
}
