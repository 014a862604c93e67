import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useCurrentStaff } from '../session/current-staff'
import { InviteForm } from './invite-form'
import { StaffMemberCard } from './staff-member-card'
import { staffListQuery } from './staff.graphql'

/** The staff: everyone invited or active; the owner invites and manages them. */
export function StaffPage() {
  const { t } = useLingui()
  const me = useCurrentStaff()
  const [{ data }, refetch] = useQuery({ query: staffListQuery })
  const owner = me?.role === 'OWNER'
  const reload = () => {
    refetch({ requestPolicy: 'network-only' })
  }
  return (
    <section className={pageStyles.page} aria-labelledby="staff-title">
      <AdminTitle title={t`Staff`} />
      <div className={pageStyles.head}>
        <div>
          <h1 id="staff-title" className={pageStyles.title}>{t`Staff`}</h1>
          <p className={pageStyles.lead}>
            {t`Who runs the shop, and what each one may do. Every change is written to the audit log.`}
          </p>
        </div>
      </div>
      <ul className={pageStyles.grid} aria-label={t`Staff members`}>
        {(data?.staffMembers ?? []).map((member) => (
          <StaffMemberCard
            key={member.id}
            member={member}
            manage={owner && member.id !== me.id}
            onRemoved={reload}
          />
        ))}
      </ul>
      {owner && (
        <section className={pageStyles.section} aria-labelledby="invite-title">
          <h2 id="invite-title" className={pageStyles.sectionTitle}>{t`Invite someone`}</h2>
          <p className={pageStyles.lead}>
            {t`They receive a link valid for 72 hours to choose a password and set up their authenticator app.`}
          </p>
          <InviteForm onInvited={reload} />
        </section>
      )}
    </section>
  )
}
