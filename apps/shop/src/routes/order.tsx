import { AppLink } from '@comptoir/app-shell/app-link'
import { useAuth } from '@comptoir/gql-client/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { useHydrated } from '../hooks/use-hydrated'
import { OrderLookupForm } from '../features/order/order-lookup-form'
import { OrderPanel } from '../features/order/order-panel'
import { privatePageHead } from '../features/seo/route-head'
import styles from './-components/pages.module.css'

interface OrderSearch {
  number?: string
  token?: string
}

export const Route = createFileRoute('/order')({
  validateSearch: (search: Record<string, unknown>): OrderSearch => ({
    ...(typeof search.number === 'string' && search.number !== '' ? { number: search.number } : {}),
    ...(typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {}),
  }),
  head: ({ match }) => {
    const { i18n } = match.context
    const { number } = match.search
    return privatePageHead(number ? i18n._(msg`Order ${number}`) : i18n._(msg`Find an order`))
  },
  component: OrderPage,
})

function OrderPage() {
  const { t } = useLingui()
  const { number, token } = Route.useSearch()
  const { isSignedIn } = useAuth('public')
  const hydrated = useHydrated()
  const canSee = hydrated && number !== undefined && (token !== undefined || isSignedIn)
  return (
    <div className={styles.page}>
      {canSee ? (
        <OrderPanel number={number} accessToken={token ?? null} />
      ) : (
        <section className={styles.narrow} aria-labelledby="order-lookup-title">
          <h1 id="order-lookup-title" className={styles.title}>
            {t`Find an order`}
          </h1>
          <p className={styles.lead}>
            {t`Enter the order number and the e-mail address used to place it: we e-mail you the link to follow it.`}
          </p>
          {isSignedIn ? (
            <p>
              <Trans>
                Signed in? Your orders are listed in <AppLink to="/settings">your account</AppLink>.
              </Trans>
            </p>
          ) : null}
          <OrderLookupForm initialNumber={number ?? ''} />
        </section>
      )}
    </div>
  )
}
