import { Badge } from '@comptoir/ui/badge'
import { PortalTitle } from '../../components/portal-title'
import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatMoney } from '@comptoir/ui/price'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { CsvExport } from '../exports/csv-export'
import { useLiveRefresh } from '../notifications/ambassador-events'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { commissionChip } from '../commissions/commission-chip'
import { attributedOrdersDocument } from './orders.graphql'

/**
 * `/orders?after=`: the orders attributed to the ambassador (customers masked), latest first, and
 * their export as a CSV file. `?number=` shows that one order (a notification leads there).
 */
export function OrdersPage({ after, number }: { after?: string; number?: string }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const money = useFormatMoney()
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: attributedOrdersDocument,
    variables: { after: after ?? null, number: number ?? null },
  })
  useLiveRefresh(
    () => {
      reexecute({ requestPolicy: 'network-only' })
    },
    (event) => event.type === 'ORDER_ATTRIBUTED' || event.type === 'COMMISSION_STATUS_CHANGED',
  )
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const sources = {
    CODE: t`Code at checkout`,
    OPERATION_CHOICE: t`Chose your operation`,
    REFERRAL: t`Your link`,
  } as const
  const connection = data?.attributedOrders
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Orders`} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Orders`}</h1>
          <p className={styles.lead}>
            {number ? (
              <>
                {connection?.totalCount === 0
                  ? t`No order ${number} among yours.`
                  : t`Order ${number}.`}{' '}
                <AppLink to="/orders">{t`All orders`}</AppLink>
              </>
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
      {number ? null : <CsvExport kind="ORDERS" />}
      {connection ? (
        connection.edges.length === 0 ? (
          number ? null : (
            <EmptyState
              title={t`No order yet`}
              description={t`When a shopper orders with your code, your operation or after following your link, the order appears here.`}
              action={<AppLink to="/operations">{t`Share an operation`}</AppLink>}
            />
          )
        ) : (
          <>
            <ul className={styles.list}>
              {connection.edges.map(({ node: order }) => {
                const chip = order.commission ? commissionChip(order.commission.status, i18n) : null
                return (
                  <li
                    key={order.number}
                    className={styles.row}
                    aria-current={order.number === number ? 'true' : undefined}
                  >
                    <span>
                      <strong>{order.number}</strong> · {order.customer}, {order.city}
                      <br />
                      <span className={styles.muted}>
                        {date.format(new Date(order.placedAt))} · {sources[order.source]}
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
              {after && <AppLink to="/orders">{t`Latest orders`}</AppLink>}
              {connection.pageInfo.hasNextPage && connection.pageInfo.endCursor && (
                <AppLink to="/orders" search={{ after: connection.pageInfo.endCursor }}>
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
