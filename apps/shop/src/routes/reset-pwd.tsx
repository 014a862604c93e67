import { msg } from '@lingui/core/macro'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { AccountPage } from '../features/account/account-page'
import { ResetPasswordForm } from '../features/account/reset-password-form'
import { privatePageHead } from '../features/seo/route-head'

export const Route = createFileRoute('/reset-pwd')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Choose a new password`)),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useLingui()
  const { token } = Route.useSearch()
  return (
    <AccountPage title={t`Choose a new password`}>
      {/* The token is in the address: no page this one links to may learn it. */}
      <meta name="referrer" content="no-referrer" />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <p role="alert">{t`This link is incomplete. Ask for a new one.`}</p>
          <AppLink to="/forgot-pwd" variant="standalone">
            {t`Ask for a new link`}
          </AppLink>
        </>
      )}
    </AccountPage>
  )
}
