import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { AdminTitle } from '../../components/admin-title'
import { formStyles } from '../../components/form-styles'
import { safeRedirect } from '../../safe-redirect'
import { CodeStep } from './code-step'
import { PasswordStep } from './password-step'

/** Signing in to the back office: the password, then a code of the authenticator app. */
export function SignInPage({ redirect, reason }: { redirect?: string; reason?: 'session-ended' }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [challenge, setChallenge] = useState<string | null>(null)
  const [expired, setExpired] = useState(false)
  return (
    <section className={formStyles.page} aria-labelledby="sign-in-title">
      <AdminTitle title={t`Sign in`} />
      <h1 id="sign-in-title">{t`Sign in to the back office`}</h1>
      {reason === 'session-ended' && !challenge && (
        <FormAlert tone="info" messages={[t`Your session has ended. Sign in again.`]} />
      )}
      {expired && !challenge && (
        <FormAlert messages={[t`This sign-in has expired. Enter your password again.`]} />
      )}
      {challenge ? (
        <>
          <p className={formStyles.lead}>
            {t`Enter the code your authenticator app shows for Comptoir.`}
          </p>
          <CodeStep
            challenge={challenge}
            onSignedIn={() => {
              void navigate({ href: safeRedirect(redirect) ?? '/', replace: true })
            }}
            onRestart={() => {
              setExpired(true)
              setChallenge(null)
            }}
          />
        </>
      ) : (
        <>
          <p className={formStyles.lead}>{t`For the people who run the shop.`}</p>
          <PasswordStep
            onChallenge={(next) => {
              setExpired(false)
              setChallenge(next)
            }}
          />
        </>
      )}
    </section>
  )
}
