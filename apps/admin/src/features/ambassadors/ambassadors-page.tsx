import { plural } from '@lingui/core/macro'
import { Pagination } from '@comptoir/ui/pagination'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useAmbassadorFormat } from './ambassador-format'
import { AmbassadorList } from './ambassador-list'
import styles from './ambassadors.module.css'
import { ambassadorsListQuery } from './ambassadors.graphql'
import { ambassadorStatuses, type AmbassadorsSearch } from './ambassadors-search'

const pageSize = 25

/** Props of {@link AmbassadorsPage}. */
export interface AmbassadorsPageProps {
  search: AmbassadorsSearch
  onSearchChange: (search: AmbassadorsSearch) => void
}

/** The ambassadors: a search by code, e-mail or name, a status, pages. */
export function AmbassadorsPage({ search, onSearchChange }: AmbassadorsPageProps) {
  const { t } = useLingui()
  const format = useAmbassadorFormat()
  const [words, setWords] = useState(search.q ?? '')
  const [{ data }] = useQuery({
    query: ambassadorsListQuery,
    variables: {
      filter: {
        ...(search.q && { search: search.q }),
        ...(search.status && { status: search.status }),
      },
      page: search.page ?? 1,
      pageSize,
    },
  })
  const page = data?.ambassadors
  const pageCount = page ? Math.max(Math.ceil(page.total / page.pageSize), 1) : 1
  const set = (change: AmbassadorsSearch) => {
    const next: AmbassadorsSearch = { ...search, ...change }
    delete next.page
    onSearchChange(
      Object.fromEntries(
        Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
      ),
    )
  }
  return (
    <section className={pageStyles.page} aria-labelledby="ambassadors-title">
      <AdminTitle title={t`Ambassadors`} />
      <div>
        <h1 id="ambassadors-title" className={pageStyles.title}>{t`Ambassadors`}</h1>
        <p
          className={pageStyles.lead}
        >{t`Everyone in the programme, their rate and their figures.`}</p>
      </div>
      <form
        className={styles.filters}
        role="search"
        aria-label={t`Search the ambassadors`}
        onSubmit={(event) => {
          event.preventDefault()
          set({ q: words.trim() || undefined })
        }}
      >
        <TextField
          type="search"
          label={t`Code, e-mail or name`}
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
            set({
              status: ambassadorStatuses.find((status) => status === event.currentTarget.value),
            })
          }}
          options={[
            { value: '', label: t`Any` },
            ...ambassadorStatuses.map((status) => ({
              value: status,
              label: format.status(status),
            })),
          ]}
        />
      </form>
      <p className={pageStyles.muted} aria-live="polite">
        {page ? t`${plural(page.total, { one: '# ambassador', other: '# ambassadors' })}` : ''}
      </p>
      <AmbassadorList ambassadors={page?.ambassadors ?? []} />
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
