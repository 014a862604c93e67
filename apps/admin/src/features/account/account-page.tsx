import { FormAlert } from '@comptoir/app-shell/form-alert'
import { Badge } from '@comptoir/ui/badge'
import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useCurrentStaff } from '../session/current-staff'
import { useRoleLabels } from '../session/role-labels'
import { endSessionDocument, mySessionsQuery } from './account.graphql'
import { browserName } from './browser-name'

/** My account: who I am, and the browsers signed in as me, each of which I may sign out. */
export function AccountPage() {
  const { t, i18n } = useLingui()
  const me = useCurrentStaff()
  const roles = useRoleLabels()
  const [{ data }, refetch] = useQuery({
    query: mySessionsQuery,
    requestPolicy: 'cache-and-network',
  })
  const [ending, endSession] = useMutation(endSessionDocument)
  const [error, setError] = useState<string | null>(null)
  const when = (value: string) =>
    i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className={pageStyles.page} aria-labelledby="account-title">
      <AdminTitle title={t`My account`} />
      <div>
        <h1 id="account-title" className={pageStyles.title}>{t`My account`}</h1>
        {me && (
          <dl className={pageStyles.facts}>
            <dt>{t`Name`}</dt>
            <dd>{me.name}</dd>
            <dt>{t`E-mail address`}</dt>
            <dd>{me.email}</dd>
            <dt>{t`Role`}</dt>
            <dd>{roles[me.role]}</dd>
          </dl>
        )}
      </div>
      <section className={pageStyles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={pageStyles.sectionTitle}>{t`My sessions`}</h2>
        <p className={pageStyles.lead}>
          {t`Each browser signed in as you. A session lasts 12 hours; end one you do not recognise.`}
        </p>
        {error && <FormAlert messages={[error]} />}
        <ul className={pageStyles.list}>
          {(data?.mySessions ?? []).map((session) => (
            <li key={session.id} className={pageStyles.row}>
              <span>
                {browserName(session.userAgent) ?? t`Unknown browser`}
                {' · '}
                {t`since ${when(session.createdAt)}`}
              </span>
              {session.current ? (
                <Badge tone="accent">{t`This browser`}</Badge>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={ending.fetching}
                  onPress={() => {
                    void endSession({ input: { sessionId: session.id } }).then((result) => {
                      const payload = result.data?.endStaffSession
                      setError(payload?.errors[0]?.message ?? null)
                      refetch({ requestPolicy: 'network-only' })
                    })
                  }}
                >
                  {t`End this session`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}
