import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useCurrentStaff } from '../session/current-staff'
import { useLiveRefetch } from '../live/use-live-refetch'
import { ApplicationList } from './application-list'
import { applicationsQuery } from './applications.graphql'

/** The roles that decide on applications; read-only staff only read them. */
const decidingRoles: readonly string[] = ['OWNER', 'PROGRAMME']

/** The applications waiting for a decision, oldest first. */
export function ApplicationsPage() {
  const { t } = useLingui()
  const staff = useCurrentStaff()
  const [{ data, fetching }, refetch] = useQuery({ query: applicationsQuery })
  const reload = () => {
    refetch({ requestPolicy: 'network-only' })
  }
  useLiveRefetch(['APPLICATION_RECEIVED'], refetch)
  const applications = data?.ambassadorApplications ?? []
  return (
    <section className={pageStyles.page} aria-labelledby="applications-title">
      <AdminTitle title={t`Applications`} />
      <div className={pageStyles.head}>
        <div>
          <h1 id="applications-title" className={pageStyles.title}>{t`Applications`}</h1>
          <p className={pageStyles.lead}>
            {t`People who want to become ambassadors, oldest first. Each decision is e-mailed to them and written to the audit log.`}
          </p>
        </div>
      </div>
      {!(fetching && !data) && (
        <ApplicationList
          applications={applications}
          canDecide={staff !== null && decidingRoles.includes(staff.role)}
          onDecided={reload}
        />
      )}
    </section>
  )
}
