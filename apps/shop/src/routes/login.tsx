import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '@comptoir/app-shell/app-link'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { AccountPage } from '../features/account/account-page'
import { LoginForm } from '../features/account/login-form'
import { safeRedirect } from '../features/account/safe-redirect'
import { useCart } from '../features/cart/use-cart'
import { privatePageHead } from '../features/seo/route-head'

export const Route = createFileRoute('/login')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Sign in`)),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  component: LoginPage,
})

function LoginPage() {
  const { t } = useLingui()
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const { cartId } = useCart()
  return (
    <AccountPage title={t`Sign in`} lead={t`Welcome back. Your cart comes with you.`}>
      <LoginForm
        cartId={cartId}
        onSignedIn={() => {
          void navigate({ href: redirect ?? '/', replace: true })
        }}
      />
      <p>
        <Trans>
          New here?{' '}
          <AppLink to="/signup" search={redirect ? { redirect } : {}}>
            Create an account
          </AppLink>
        </Trans>
      </p>
    </AccountPage>
  )
}
