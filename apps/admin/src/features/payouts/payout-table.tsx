import { Checkbox } from '@comptoir/ui/checkbox'
import { DataTable, type DataTableColumn } from '@comptoir/ui/data-table'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { type PayoutRow, usePayoutFormat } from './payout-labels'
import styles from './payouts.module.css'

/** Props of {@link PayoutTable}. */
export interface PayoutTableProps {
  caption: string
  payouts: readonly PayoutRow[]
  empty: string
  /** The ticked payouts, when they can be ticked. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string, on: boolean) => void }
  /** Whether to show each payout's status (inside a run). */
  showStatus?: boolean
  /** What can be done to one payout. */
  actions?: (payout: PayoutRow) => ReactNode
}

/** Payouts as a table on a wide screen and as cards on a phone; amounts right-aligned. */
export function PayoutTable(props: PayoutTableProps) {
  const { caption, payouts, empty, selection, showStatus, actions } = props
  const { t } = useLingui()
  const format = usePayoutFormat()
  const tick = (payout: PayoutRow) =>
    selection && (
      <Checkbox
        label={<span className={styles.visuallyHidden}>{t`Select ${payout.number}`}</span>}
        checked={selection.selected.has(payout.id)}
        onChange={(event) => {
          selection.onToggle(payout.id, event.currentTarget.checked)
        }}
      />
    )
  const who = (payout: PayoutRow) => (
    <span className={styles.who}>
      <span>{payout.ambassadorName}</span>
      <span className={styles.muted}>{payout.email}</span>
    </span>
  )
  const columns: DataTableColumn<PayoutRow>[] = [
    ...(selection
      ? [
          {
            id: 'select',
            header: <span className={styles.visuallyHidden}>{t`Select`}</span>,
            cell: tick,
          },
        ]
      : []),
    {
      id: 'number',
      header: t`Payout`,
      rowHeader: true,
      cell: (p) => <span className={styles.number}>{p.number}</span>,
    },
    { id: 'ambassador', header: t`Ambassador`, cell: who },
    { id: 'iban', header: t`IBAN`, cell: (p) => <span className={styles.iban}>{p.iban}</span> },
    { id: 'requested', header: t`Requested`, cell: (p) => format.date(p.requestedAt) },
    ...(showStatus
      ? [{ id: 'status', header: t`Status`, cell: (p: PayoutRow) => <Status payout={p} /> }]
      : []),
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      cell: (p) => <span className={styles.amount}>{format.money(p.amountCents)}</span>,
    },
    ...(actions
      ? [
          {
            id: 'actions',
            header: <span className={styles.visuallyHidden}>{t`Actions`}</span>,
            cell: actions,
          },
        ]
      : []),
  ]
  return (
    <>
      <div className={styles.table}>
        <DataTable
          caption={caption}
          hideCaption
          columns={columns}
          rows={payouts}
          getRowId={(p) => p.id}
          empty={empty}
        />
      </div>
      <ul className={styles.cards} aria-label={caption}>
        {payouts.length === 0 && <li className={styles.muted}>{empty}</li>}
        {payouts.map((payout) => (
          <li key={payout.id} className={styles.card}>
            <div className={styles.cardHead}>
              {tick(payout)}
              <span className={styles.number}>{payout.number}</span>
              <span className={styles.amount}>{format.money(payout.amountCents)}</span>
            </div>
            {who(payout)}
            <span className={styles.muted}>
              <span className={styles.iban}>{payout.iban}</span> · {format.date(payout.requestedAt)}
            </span>
            {showStatus && <Status payout={payout} />}
            {actions?.(payout)}
          </li>
        ))}
      </ul>
    </>
  )
}

function Status({ payout }: { payout: PayoutRow }) {
  const format = usePayoutFormat()
  return (
    <span className={styles.who}>
      <span>{format.status(payout.status)}</span>
      {payout.reason && <span className={styles.muted}>{payout.reason}</span>}
    </span>
  )
}
