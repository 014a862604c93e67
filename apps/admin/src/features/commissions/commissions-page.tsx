import { plural } from '@lingui/core/macro'
import { Pagination } from '@comptoir/ui/pagination'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useCurrentStaff } from '../session/current-staff'
import { useCommissionFormat } from './commission-format'
import { CommissionList } from './commission-list'
import { commissionsListQuery } from './commissions.graphql'
import { CommissionsFilters } from './commissions-filters'
import { commissionsVariables, type CommissionsSearch } from './commissions-search'

const pageSize = 25

/** The roles that reverse commissions; read-only staff only read. */
const actingRoles: readonly string[] = ['OWNER', 'PROGRAMME']

/** Props of {@link CommissionsPage}. */
export interface CommissionsPageProps {
  search: CommissionsSearch
  onSearchChange: (search: CommissionsSearch) => void
}

/** Every commission, filtered by status, ambassador and period, with the sum of the matches. */
export function CommissionsPage({ search, onSearchChange }: CommissionsPageProps) {
  const { t } = useLingui()
  const format = useCommissionFormat()
  const staff = useCurrentStaff()
  const [{ data }] = useQuery({
    query: commissionsListQuery,
    variables: commissionsVariables(search, pageSize),
  })
  const page = data?.commissions
  const pageCount = page ? Math.max(Math.ceil(page.total / page.pageSize), 1) : 1
  return (
    <section className={pageStyles.page} aria-labelledby="commissions-title">
      <AdminTitle title={t`Commissions`} />
      <div>
        <h1 id="commissions-title" className={pageStyles.title}>{t`Commissions`}</h1>
        <p className={pageStyles.lead}>
          {t`What each attributed order earns its ambassador. A commission not paid yet can be reversed with a reason.`}
        </p>
      </div>
      <CommissionsFilters search={search} onChange={onSearchChange} />
      <p className={pageStyles.muted} aria-live="polite">
        {page
          ? t`${plural(page.total, { one: '# commission', other: '# commissions' })}, ${format.money(page.amountCents)} in all`
          : ''}
      </p>
      <CommissionList
        commissions={page?.commissions ?? []}
        canAct={staff !== null && actingRoles.includes(staff.role)}
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
