import { plural } from '@lingui/core/macro'
import { Pagination } from '@comptoir/ui/pagination'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useLiveRefetch } from '../live/use-live-refetch'
import { OrderList } from './order-list'
import styles from './orders.module.css'
import { OrdersFilters } from './orders-filters'
import { ordersListQuery } from './orders.graphql'
import { ordersVariables, type OrderSort, type OrdersSearch } from './orders-search'
import { PackingSlipButton } from './packing-slip-button'

const pageSize = 25

const sortOf = (sort: OrderSort | undefined) =>
  sort === 'TOTAL_HIGHEST'
    ? ({ columnId: 'total', direction: 'descending' } as const)
    : ({ columnId: 'date', direction: sort === 'OLDEST' ? 'ascending' : 'descending' } as const)

/** The orders: filters and sorting in the address, pages, new orders arriving live. */
export function OrdersPage({
  search,
  onSearchChange,
}: {
  search: OrdersSearch
  onSearchChange: (search: OrdersSearch) => void
}) {
  const { t } = useLingui()
  const [{ data, fetching }, refetch] = useQuery({
    query: ordersListQuery,
    variables: ordersVariables(search, pageSize),
  })
  useLiveRefetch(['ORDER_PLACED', 'ORDER_STATUS_CHANGED'], refetch)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const page = data?.orders
  const pageCount = page ? Math.max(Math.ceil(page.total / page.pageSize), 1) : 1
  const numbers = [...selected]
  return (
    <section className={pageStyles.page} aria-labelledby="orders-title">
      <AdminTitle title={t`Orders`} />
      <div>
        <h1 id="orders-title" className={pageStyles.title}>{t`Orders`}</h1>
        <p className={pageStyles.lead}>
          {t`Every order of the shop; new ones appear here as they are placed.`}
        </p>
      </div>
      <OrdersFilters
        key={`${search.q ?? ''}|${search.ambassador ?? ''}`}
        search={search}
        onChange={onSearchChange}
      />
      <div className={styles.toolbar}>
        <p className={pageStyles.muted} aria-live="polite">
          {page
            ? t`${plural(page.total, { one: '# order', other: '# orders' })}`
            : fetching
              ? t`Loading…`
              : ''}
        </p>
        <PackingSlipButton
          numbers={numbers}
          label={
            numbers.length === 0
              ? t`Packing slips (tick orders)`
              : t`${plural(numbers.length, { one: 'Packing slip of # order', other: 'Packing slips of # orders' })}`
          }
        />
      </div>
      <OrderList
        orders={page?.orders ?? []}
        selected={selected}
        onToggle={(number, ticked) => {
          const next = new Set(selected)
          if (ticked) next.add(number)
          else next.delete(number)
          setSelected(next)
        }}
        sort={sortOf(search.sort)}
        onSortChange={(sort) => {
          const next: OrderSort =
            sort.columnId === 'total'
              ? 'TOTAL_HIGHEST'
              : sort.direction === 'ascending'
                ? 'OLDEST'
                : 'NEWEST'
          onSearchChange({ ...search, sort: next, page: undefined })
        }}
      />
      {pageCount > 1 && (
        <Pagination
          page={search.page ?? 1}
          pageCount={pageCount}
          onPageChange={(target) => {
            onSearchChange({ ...search, page: target > 1 ? target : undefined })
          }}
        />
      )}
    </section>
  )
}
