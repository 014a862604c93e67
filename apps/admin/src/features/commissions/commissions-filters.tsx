import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { useCommissionFormat } from './commission-format'
import styles from './commissions.module.css'
import { commissionAmbassadorsQuery } from './commissions.graphql'
import { commissionStatuses, type CommissionsSearch } from './commissions-search'

/** Props of {@link CommissionsFilters}. */
export interface CommissionsFiltersProps {
  search: CommissionsSearch
  onChange: (search: CommissionsSearch) => void
}

/** The commissions' filters: status, ambassador and period; a change goes back to page 1. */
export function CommissionsFilters({ search, onChange }: CommissionsFiltersProps) {
  const { t } = useLingui()
  const format = useCommissionFormat()
  const [{ data }] = useQuery({ query: commissionAmbassadorsQuery })
  const set = (change: CommissionsSearch) => {
    const next: CommissionsSearch = { ...search, ...change }
    delete next.page
    onChange(
      Object.fromEntries(
        Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
      ),
    )
  }
  return (
    <div className={styles.filters} role="search" aria-label={t`Filter the commissions`}>
      <Select
        label={t`Status`}
        value={search.status ?? ''}
        onChange={(event) => {
          set({ status: commissionStatuses.find((status) => status === event.currentTarget.value) })
        }}
        options={[
          { value: '', label: t`Any` },
          ...commissionStatuses.map((status) => ({ value: status, label: format.status(status) })),
        ]}
      />
      <Select
        label={t`Ambassador`}
        value={search.ambassador ?? ''}
        onChange={(event) => {
          set({ ambassador: event.currentTarget.value || undefined })
        }}
        options={[
          { value: '', label: t`Any` },
          ...(data?.ambassadors.ambassadors ?? []).map((a) => ({
            value: a.id,
            label: `${a.name} (${a.code})`,
          })),
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
    </div>
  )
}
