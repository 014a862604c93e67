import { ForgotPasswordForm } from '@comptoir/app-shell/forgot-password-form'
import { FormAlert } from '@comptoir/app-shell/form-alert'
import { ResetPasswordForm } from '@comptoir/app-shell/reset-password-form'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useAuth } from '@comptoir/gql-client/react'
import { PortalTitle } from '../../components/portal-title'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'

import { formStyles } from '../../components/form-styles'
import { requestPasswordResetDocument, resetPasswordDocument } from './auth.graphql'
import { LoginForm } from './login-form'
import { safeRedirect } from '../../safe-redirect'

/** The portal's sign-in page; back to where the ambassador was going, or the dashboard. */
export function LoginPage({ redirect, reason }: { redirect?: string; reason?: 'session-ended' }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <section className={formStyles.page} aria-labelledby="login-title">
      <PortalTitle title={t`Sign in`} />
      <h1 id="login-title">{t`Sign in to your ambassador space`}</h1>
      {reason === 'session-ended' && (
        <FormAlert tone="info" messages={[t`Your session has ended. Sign in again.`]} />
      )}
      <p className={formStyles.lead}>
        {t`Follow your operations, your orders and your commissions as they happen.`}
      </p>
      <LoginForm
        onSignedIn={() => {
          void navigate({ href: safeRedirect(redirect) ?? '/dashboard', replace: true })
        }}
      />
      <p className={formStyles.lead}>
        {t`Not an ambassador yet?`} <AppLink to="/apply">{t`Apply to the programme`}</AppLink>
      </p>
    </section>
  )
}

/** Asking for a reset link. */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  return (
    <section className={formStyles.page} aria-labelledby="forgot-title">
      <PortalTitle title={t`Forgotten password`} />
      <h1 id="forgot-title">{t`Forgotten password`}</h1>
      <p className={formStyles.lead}>
        {t`Give the e-mail address of your account: we send a link to choose a new password.`}
      </p>
      <ForgotPasswordForm mutation={requestPasswordResetDocument} />
    </section>
  )
}

/**
 * Choosing a new password from the e-mailed link (the page sends no referrer); every session
 * ends, and the ambassador is signed in with the new one, on the dashboard.
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const ambassador = useAuth('ambassador')
  return (
    <section className={formStyles.page} aria-labelledby="reset-title">
      <PortalTitle title={t`Choose a new password`} />
      <meta name="referrer" content="no-referrer" />
      <h1 id="reset-title">{t`Choose a new password`}</h1>
      {token ? (
        <ResetPasswordForm
          token={token}
          mutation={resetPasswordDocument}
          onChanged={(payload) => {
            if (!payload.token) return false
            ambassador.login(payload.token)
            void navigate({ to: '/dashboard', replace: true })
            return true
          }}
        />
      ) : (
        <>
          <FormAlert messages={[t`This link is incomplete. Ask for a new one.`]} />
          <AppLink to="/forgot-pwd" variant="standalone">
            {t`Ask for a new link`}
          </AppLink>
        </>
      )}
    </section>
  )
}
