import { AppLink } from '@comptoir/app-shell/app-link'
import { Select } from '@comptoir/ui/select'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from 'urql'

import styles from './orders.module.css'
import { standingName } from './order-labels'
import { orderFilterOperationsDocument } from './orders.graphql'
import {
  orderPeriods,
  orderStandings,
  validateOrdersSearch,
  type OrdersSearch,
} from './orders-search'

/**
 * The orders list's filters: where the orders stand, which operation, which period. Each choice
 * shows at once (it is in the address, so the list can be shared and comes back on reload), from
 * the first page.
 */
export function OrdersFilters({ search }: { search: OrdersSearch }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const navigate = useNavigate()
  const [{ data }] = useQuery({ query: orderFilterOperationsDocument })
  const operations = data?.operations.edges.map((edge) => edge.node) ?? []
  const filtered = Boolean(search.status ?? search.operation ?? search.period)
  const choose = (name: 'status' | 'operation' | 'period', value: string) => {
    const { status, operation, period } = search
    void navigate({
      to: '/orders',
      search: validateOrdersSearch({ status, operation, period, [name]: value }),
    })
  }
  const periodNames = {
    '7d': t`Last 7 days`,
    '30d': t`Last 30 days`,
    '90d': t`Last 90 days`,
    '365d': t`Last 12 months`,
  } as const
  return (
    <form
      className={styles.filters}
      aria-label={t`Filter the orders`}
      onSubmit={(event) => {
        event.preventDefault()
      }}
    >
      <Select
        label={t`Status`}
        value={search.status ?? ''}
        onChange={(event) => {
          choose('status', event.target.value)
        }}
        options={[
          { value: '', label: t`All statuses` },
          ...orderStandings.map((value) => ({ value, label: standingName(value, i18n) })),
        ]}
      />
      <Select
        label={t`Operation`}
        value={search.operation ?? ''}
        onChange={(event) => {
          choose('operation', event.target.value)
        }}
        options={[
          { value: '', label: t`All operations` },
          ...operations.map(({ id, code, name }) => ({ value: id, label: `${name} (${code})` })),
        ]}
      />
      <Select
        label={t`Period`}
        value={search.period ?? ''}
        onChange={(event) => {
          choose('period', event.target.value)
        }}
        options={[
          { value: '', label: t`Since the start` },
          ...orderPeriods.map((value) => ({ value, label: periodNames[value] })),
        ]}
      />
      {filtered && (
        <AppLink to="/orders" className={styles.clear}>
          {t`Clear the filters`}
        </AppLink>
      )}
    </form>
  )
}
