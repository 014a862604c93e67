import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { Badge } from '@comptoir/ui/badge'
import { DataTable, type DataTableColumn } from '@comptoir/ui/data-table'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { useAmbassadorFormat } from './ambassador-format'
import styles from './ambassadors.module.css'
import type { ambassadorRowFragment } from './ambassadors.graphql'

/** One ambassador of the list. */
export type AmbassadorRow = ResultOf<typeof ambassadorRowFragment>

const tones = {
  APPROVED: 'success',
  SUSPENDED: 'danger',
  APPLIED: 'info',
  REJECTED: 'neutral',
} as const

/** The ambassadors as a table on a wide screen and as cards on a phone. */
export function AmbassadorList({ ambassadors }: { ambassadors: readonly AmbassadorRow[] }) {
  const { t } = useLingui()
  const format = useAmbassadorFormat()
  const name = (row: AmbassadorRow) => (
    <span className={styles.who}>
      <Link href={`/ambassadors/${row.id}`}>{row.name}</Link>
      <span className={styles.muted}>
        {row.code} · {row.email}
      </span>
    </span>
  )
  const status = (row: AmbassadorRow) => (
    <Badge tone={tones[row.status]}>{format.status(row.status)}</Badge>
  )
  const rate = (row: AmbassadorRow) =>
    row.ownRate
      ? t`${format.rate(row.commissionRateBps)} (own)`
      : format.rate(row.commissionRateBps)
  const end = (text: string) => <span className={styles.amount}>{text}</span>
  const columns: DataTableColumn<AmbassadorRow>[] = [
    { id: 'name', header: t`Ambassador`, rowHeader: true, cell: name },
    { id: 'status', header: t`Status`, cell: status },
    { id: 'rate', header: t`Rate`, align: 'end', cell: (row) => end(rate(row)) },
    {
      id: 'orders',
      header: t`Orders`,
      align: 'end',
      cell: (row) => end(format.count(row.figures.orders)),
    },
    {
      id: 'sales',
      header: t`Sales`,
      align: 'end',
      cell: (row) => end(format.money(row.figures.salesCents)),
    },
    {
      id: 'balance',
      header: t`Balance`,
      align: 'end',
      cell: (row) => end(format.money(row.figures.balanceCents)),
    },
  ]
  const empty = t`No ambassador matches this search.`
  return (
    <>
      <div className={styles.table}>
        <DataTable
          caption={t`Ambassadors`}
          hideCaption
          columns={columns}
          rows={ambassadors}
          getRowId={(row) => row.id}
          empty={empty}
        />
      </div>
      <ul className={styles.cards} aria-label={t`Ambassadors`}>
        {ambassadors.length === 0 && <li className={styles.muted}>{empty}</li>}
        {ambassadors.map((row) => (
          <li key={row.id} className={styles.card}>
            {name(row)}
            <span>
              {status(row)} · {rate(row)}
            </span>
            <span className={styles.muted}>
              {t`Sales ${format.money(row.figures.salesCents)} · balance ${format.money(row.figures.balanceCents)}`}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
