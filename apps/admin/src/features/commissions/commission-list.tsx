import { DataTable, type DataTableColumn } from '@comptoir/ui/data-table'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { type CommissionRow, useCommissionFormat } from './commission-format'
import styles from './commissions.module.css'
import { ReverseCommission } from './reverse-commission'

/** The commissions as a table on a wide screen and as cards on a phone; amounts right-aligned. */
export function CommissionList(props: { commissions: readonly CommissionRow[]; canAct: boolean }) {
  const { commissions, canAct } = props
  const { t } = useLingui()
  const format = useCommissionFormat()
  const order = (row: CommissionRow) => (
    <Link href={`/orders/${row.orderNumber}`} className={styles.number}>
      {row.orderNumber}
    </Link>
  )
  const status = (row: CommissionRow) => (
    <span className={styles.stack}>
      <span>
        {format.status(row.status)}
        {row.kind === 'CLAWBACK' ? ` · ${t`clawback`}` : ''}
      </span>
      {row.reversalReason && <span className={styles.muted}>{row.reversalReason}</span>}
    </span>
  )
  const amount = (row: CommissionRow) => (
    <span className={styles.amount}>{format.money(row.amountCents)}</span>
  )
  const action = (row: CommissionRow) =>
    canAct && row.canReverse && <ReverseCommission commission={row} />
  const columns: DataTableColumn<CommissionRow>[] = [
    { id: 'order', header: t`Order`, rowHeader: true, cell: order },
    { id: 'date', header: t`Placed`, cell: (row) => format.date(row.orderPlacedAt) },
    {
      id: 'ambassador',
      header: t`Ambassador`,
      cell: (row) => (
        <Link
          href={`/ambassadors/${row.ambassadorId}`}
        >{`${row.ambassadorName} (${row.ambassadorCode})`}</Link>
      ),
    },
    { id: 'status', header: t`Status`, cell: status },
    {
      id: 'base',
      header: t`Base`,
      align: 'end',
      cell: (row) => <span className={styles.amount}>{format.money(row.baseCents)}</span>,
    },
    {
      id: 'rate',
      header: t`Rate`,
      align: 'end',
      cell: (row) => <span className={styles.amount}>{format.rate(row.rateBps)}</span>,
    },
    { id: 'amount', header: t`Commission`, align: 'end', cell: amount },
    ...(canAct
      ? [
          {
            id: 'actions',
            header: <span className={styles.visuallyHidden}>{t`Actions`}</span>,
            cell: action,
          },
        ]
      : []),
  ]
  const empty = t`No commission matches these filters.`
  return (
    <>
      <div className={styles.table}>
        <DataTable
          caption={t`Commissions`}
          hideCaption
          columns={columns}
          rows={commissions}
          getRowId={(row) => row.id}
          empty={empty}
        />
      </div>
      <ul className={styles.cards} aria-label={t`Commissions`}>
        {commissions.length === 0 && <li className={styles.muted}>{empty}</li>}
        {commissions.map((row) => (
          <li key={row.id} className={styles.card}>
            <div className={styles.cardHead}>
              {order(row)}
              {amount(row)}
            </div>
            <span className={styles.muted}>
              {row.ambassadorName} ({row.ambassadorCode}) · {format.date(row.orderPlacedAt)}
            </span>
            {status(row)}
            {action(row)}
          </li>
        ))}
      </ul>
    </>
  )
}
