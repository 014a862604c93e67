import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { CartView } from '../features/cart/cart-view'
import { privatePageHead } from '../features/seo/route-head'
import styles from './-components/pages.module.css'

export const Route = createFileRoute('/cart')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your cart`)),
  component: CartPage,
})

function CartPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Your cart`}</h1>
      <CartView
        layout="page"
        onCheckout={() => {
          void navigate({ to: '/checkout' })
        }}
      />
    </div>
  )
}
