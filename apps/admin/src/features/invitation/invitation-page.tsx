import { FormAlert } from '@comptoir/app-shell/form-alert'
import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { formStyles } from '../../components/form-styles'
import { useRoleLabels } from '../session/role-labels'
import { EnrolmentForm } from './enrolment-form'
import { groupedSecret } from './grouped-secret'
import { invitationQuery } from './invitation.graphql'
import styles from './invitation.module.css'

const QrCode = lazy(() => import('./qr-code'))

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <>
      <FormAlert tone="success" messages={[t`Welcome aboard: your account is ready.`]} />
      <h2>{t`Your recovery codes`}</h2>
      <p className={formStyles.lead}>
        {t`Each one signs you in once if you lose your authenticator app. Keep them somewhere safe: they are shown only now.`}
      </p>
      <ul className={styles.codes} aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onPress={() => void navigate({ to: '/', replace: true })}>
        {t`I have kept them: open the back office`}
      </Button>
    </>
  )
}

/** Accepting an invitation: who is invited, the authenticator to set up, then a password. */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useLingui()
  const roles = useRoleLabels()
  const [{ data, fetching }] = useQuery({ query: invitationQuery, variables: { token } })
  const [codes, setCodes] = useState<readonly string[] | null>(null)
  const invitation = data?.staffInvitation
  return (
    <section className={formStyles.page} aria-labelledby="invitation-title">
      <AdminTitle title={t`Your invitation`} />
      <meta name="referrer" content="no-referrer" />
      <h1 id="invitation-title">{t`Join the back office`}</h1>
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : invitation ? (
        <>
          <p className={formStyles.lead}>
            {t`${invitation.name} (${invitation.email}), you are invited with the role ${roles[invitation.role]}.`}
          </p>
          <div className={styles.enrol}>
            <h2>{t`1. Set up your authenticator app`}</h2>
            <p className={formStyles.lead}>
              {t`Scan the code with an authenticator app (2FAS, Aegis, Google Authenticator…), or type the key by hand.`}
            </p>
            <Suspense fallback={null}>
              <QrCode value={invitation.totpUri} label={t`QR code of your authenticator key`} />
            </Suspense>
            <p className={styles.secret} data-testid="totp-secret">
              {groupedSecret(invitation.totpSecret)}
            </p>
            <p className={styles.uri}>{invitation.totpUri}</p>
          </div>
          <h2>{t`2. Choose your password`}</h2>
          <EnrolmentForm token={token} email={invitation.email} onEnrolled={setCodes} />
        </>
      ) : fetching ? null : (
        <FormAlert
          messages={[
            t`This invitation is invalid, has expired or was already used. Ask the owner for a new one.`,
          ]}
        />
      )}
    </section>
  )
}
