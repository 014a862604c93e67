import { Badge } from '@comptoir/ui/badge'
import { PortalTitle } from '../../components/portal-title'
import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatMoney } from '@comptoir/ui/price'
import { StatCard } from '@comptoir/ui/stat-card'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { CsvExport } from '../exports/csv-export'
import { useLiveRefresh } from '../notifications/ambassador-events'
import { commissionChip, type CommissionStatus } from './commission-chip'
import figureStyles from '../../components/figures.module.css'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { commissionStatuses } from './commission-statuses'
import { commissionsDocument } from './commissions.graphql'

/**
 * `/commissions?status=&after=`: the ledger, each line with the reason for its status, and its
 * export as a CSV file.
 */
export function CommissionsPage({ status, after }: { status?: CommissionStatus; after?: string }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: commissionsDocument,
    variables: { status: status ?? null, after: after ?? null },
  })
  useLiveRefresh(
    () => {
      reexecute({ requestPolicy: 'network-only' })
    },
    (event) => Boolean(event.commissionId) || event.type === 'ORDER_ATTRIBUTED',
  )
  const money = useFormatMoney()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  const totals = data?.dashboard.commission
  const connection = data?.commissions
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Commissions`} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Commissions`}</h1>
          <p className={styles.lead}>
            {t`Every commission, why it has its status and when it moves on.`}
          </p>
        </div>
        <nav aria-label={t`Filter by status`} className={figureStyles.periods}>
          <AppLink
            to="/commissions"
            variant="quiet"
            aria-current={!status ? 'page' : undefined}
            className={figureStyles.period}
          >
            {t`All`}
          </AppLink>
          {commissionStatuses.map((value) => (
            <AppLink
              key={value}
              to="/commissions"
              search={{ status: value }}
              variant="quiet"
              aria-current={status === value ? 'page' : undefined}
              className={figureStyles.period}
            >
              {commissionChip(value, i18n).label}
            </AppLink>
          ))}
        </nav>
      </div>
      {totals && (
        <ul className={figureStyles.figures} aria-label={t`Totals`}>
          <li>
            <StatCard label={t`Pending`} value={money(totals.pending)} />
          </li>
          <li>
            <StatCard label={t`Approved, not paid yet`} value={money(totals.approved)} />
          </li>
          <li>
            <StatCard label={t`Paid`} value={money(totals.paid)} />
          </li>
          <li>
            <StatCard label={t`Reversed`} value={money(totals.reversed)} />
          </li>
        </ul>
      )}
      <CsvExport kind="COMMISSIONS" />
      {connection ? (
        connection.edges.length === 0 ? (
          <EmptyState
            title={status ? t`No commission with this status` : t`No commission yet`}
            description={t`A commission appears when an order attributed to you is paid; it stays pending during the return window.`}
          />
        ) : (
          <>
            <ul className={styles.table}>
              {connection.edges.map(({ node: line }) => {
                const chip = commissionChip(line.status, i18n)
                return (
                  <li key={line.id} className={styles.row}>
                    <span>
                      <strong>{line.orderNumber}</strong>
                      {line.operation ? ` · ${line.operation.code}` : ''} ·{' '}
                      <span className={styles.muted}>{date.format(new Date(line.createdAt))}</span>
                      <br />
                      <span className={styles.muted}>{line.explanation}</span>
                    </span>
                    <span className={styles.amount}>{money(line.amount)}</span>
                    <Badge tone={chip.tone}>{chip.label}</Badge>
                  </li>
                )
              })}
            </ul>
            <nav aria-label={t`Pages`} className={styles.actions}>
              {after && (
                <AppLink
                  to="/commissions"
                  search={status ? { status } : {}}
                >{t`Latest commissions`}</AppLink>
              )}
              {connection.pageInfo.hasNextPage && connection.pageInfo.endCursor && (
                <AppLink
                  to="/commissions"
                  search={{ status, after: connection.pageInfo.endCursor }}
                >{t`Older commissions`}</AppLink>
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
