import { msg } from '@lingui/core/macro'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { AccountPage } from '../features/account/account-page'
import { safeRedirect } from '../features/account/safe-redirect'
import { SignupForm } from '../features/account/signup-form'
import { useCart } from '../features/cart/use-cart'
import { privatePageHead } from '../features/seo/route-head'

export const Route = createFileRoute('/signup')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Create an account`)),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect)
    return redirect ? { redirect } : {}
  },
  component: SignupPage,
})

function SignupPage() {
  const { t } = useLingui()
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const { cartId } = useCart()
  return (
    <AccountPage title={t`Create an account`} lead={t`Follow your orders and check out faster.`}>
      <SignupForm
        cartId={cartId}
        onSignedIn={() => {
          void navigate({ href: redirect ?? '/settings', replace: true })
        }}
      />
      <p>
        <Trans>
          Already have an account? <AppLink to="/login">Sign in</AppLink>
        </Trans>
      </p>
    </AccountPage>
  )
}
