import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { Checkbox } from '@comptoir/ui/checkbox'
import { DataTable, type DataTableColumn, type DataTableSort } from '@comptoir/ui/data-table'
import { Link } from '@comptoir/ui/link'
import { formatPrice } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import { useOrderLabels } from './order-labels'
import { OrderStatusBadge } from './order-status-badge'
import styles from './orders.module.css'
import type { orderRowFragment } from './orders.graphql'

/** One order of the list. */
export type OrderRow = ResultOf<typeof orderRowFragment>

/** Props of {@link OrderList}. */
export interface OrderListProps {
  orders: readonly OrderRow[]
  /** Numbers of the orders ticked for packing slips. */
  selected: ReadonlySet<string>
  onToggle: (number: string, selected: boolean) => void
  sort: DataTableSort
  onSortChange: (sort: DataTableSort) => void
}

/**
 * The orders as a table on a wide screen and as cards on a phone, each with a box to tick it for
 * packing slips. Amounts line up on the right in tabular figures.
 */
export function OrderList({ orders, selected, onToggle, sort, onSortChange }: OrderListProps) {
  const { t, i18n } = useLingui()
  const labels = useOrderLabels()
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    )
  const money = (order: OrderRow) => formatPrice(order.totalCents, order.currency, i18n.locale)
  const tick = (order: OrderRow) => (
    <Checkbox
      label={<span className={styles.visuallyHidden}>{t`Select ${order.number}`}</span>}
      checked={selected.has(order.number)}
      onChange={(event) => {
        onToggle(order.number, event.currentTarget.checked)
      }}
    />
  )
  const link = (order: OrderRow) => (
    <Link href={`/orders/${order.number}`} className={styles.number}>
      {order.number}
    </Link>
  )
  const columns: DataTableColumn<OrderRow>[] = [
    {
      id: 'select',
      header: <span className={styles.visuallyHidden}>{t`Select`}</span>,
      cell: tick,
    },
    { id: 'number', header: t`Order`, cell: link, rowHeader: true },
    { id: 'date', header: t`Placed`, cell: (order) => date(order.createdAt), sortable: true },
    {
      id: 'customer',
      header: t`Customer`,
      cell: (order) => (
        <span className={styles.customer}>
          <span>{order.customerName}</span>
          <span className={styles.muted}>{order.email}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    { id: 'payment', header: t`Payment`, cell: (order) => labels.payment(order.paymentMethod) },
    { id: 'ambassador', header: t`Ambassador`, cell: (order) => order.ambassador?.code ?? '—' },
    { id: 'total', header: t`Total`, cell: money, align: 'end', sortable: true },
  ]
  return (
    <>
      <div className={styles.table}>
        <DataTable
          caption={t`Orders`}
          hideCaption
          columns={columns}
          rows={orders}
          getRowId={(order) => order.number}
          sort={sort}
          onSortChange={onSortChange}
          empty={t`No order matches these filters.`}
        />
      </div>
      <ul className={styles.cards} aria-label={t`Orders`}>
        {orders.length === 0 && (
          <li className={styles.muted}>{t`No order matches these filters.`}</li>
        )}
        {orders.map((order) => (
          <li key={order.number} className={styles.card}>
            <div className={styles.cardHead}>
              {tick(order)}
              {link(order)}
              <span className={styles.amount}>{money(order)}</span>
            </div>
            <div className={styles.cardBody}>
              <OrderStatusBadge status={order.status} />
              <span>{order.customerName}</span>
              <span className={styles.muted}>
                {date(order.createdAt)} · {labels.payment(order.paymentMethod)}
                {order.ambassador ? ` · ${order.ambassador.code}` : ''}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
