import { msg } from '@lingui/core/macro'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { AccountPage } from '../features/account/account-page'
import { ForgotPasswordForm } from '../features/account/forgot-password-form'
import { privatePageHead } from '../features/seo/route-head'

export const Route = createFileRoute('/forgot-pwd')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Forgot your password?`)),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { t } = useLingui()
  return (
    <AccountPage
      title={t`Forgot your password?`}
      lead={t`Enter your account’s e-mail address: we send you a link to choose a new password.`}
    >
      <ForgotPasswordForm />
      <AppLink to="/login">{t`Back to sign in`}</AppLink>
    </AccountPage>
  )
}
