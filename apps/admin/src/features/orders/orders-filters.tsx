import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useOrderLabels } from './order-labels'
import styles from './orders.module.css'
import { orderStatuses, paymentMethods, type OrdersSearch } from './orders-search'

/** Props of {@link OrdersFilters}. */
export interface OrdersFiltersProps {
  search: OrdersSearch
  /** A new search (back to the first page). */
  onChange: (search: OrdersSearch) => void
}

/**
 * The list's filters: words, status, days, payment method and ambassador. Keyed by the address's
 * words, it starts again from them when they change elsewhere (back, a link).
 */
export function OrdersFilters({ search, onChange }: OrdersFiltersProps) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  const [words, setWords] = useState(search.q ?? '')
  const [ambassador, setAmbassador] = useState(search.ambassador ?? '')
  const set = (change: Partial<OrdersSearch>) => {
    const next: OrdersSearch = { ...search, ...change }
    delete next.page
    onChange(
      Object.fromEntries(
        Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
      ),
    )
  }
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t`Filter the orders`}
      onSubmit={(event) => {
        event.preventDefault()
        set({
          q: words.trim() || undefined,
          ambassador: ambassador.trim().toUpperCase() || undefined,
        })
      }}
    >
      <TextField
        className={styles.search}
        type="search"
        label={t`Number, e-mail or name`}
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value)
        }}
        onBlur={() => {
          if (words.trim() !== (search.q ?? '')) set({ q: words.trim() || undefined })
        }}
      />
      <Select
        label={t`Status`}
        value={search.status ?? ''}
        onChange={(event) => {
          const status = orderStatuses.find((value) => value === event.currentTarget.value)
          set({ status })
        }}
        options={[
          { value: '', label: t`Any` },
          ...orderStatuses.map((status) => ({ value: status, label: labels.status(status) })),
        ]}
      />
      <Select
        label={t`Payment`}
        value={search.payment ?? ''}
        onChange={(event) => {
          const payment = paymentMethods.find((value) => value === event.currentTarget.value)
          set({ payment })
        }}
        options={[
          { value: '', label: t`Any` },
          ...paymentMethods.map((method) => ({ value: method, label: labels.payment(method) })),
        ]}
      />
      <TextField
        type="date"
        label={t`From`}
        value={search.from ?? ''}
        onChange={(event) => {
          set({ from: event.currentTarget.value || undefined })
        }}
      />
      <TextField
        type="date"
        label={t`To`}
        value={search.to ?? ''}
        onChange={(event) => {
          set({ to: event.currentTarget.value || undefined })
        }}
      />
      <TextField
        label={t`Ambassador code`}
        value={ambassador}
        onChange={(event) => {
          setAmbassador(event.currentTarget.value)
        }}
        onBlur={() => {
          const code = ambassador.trim().toUpperCase()
          if (code !== (search.ambassador ?? '')) set({ ambassador: code || undefined })
        }}
      />
      <button type="submit" hidden>
        {t`Apply`}
      </button>
    </form>
  )
}
