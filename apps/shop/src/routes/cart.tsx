import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { CartView } from '../features/cart/cart-view'
import styles from './-components/pages.module.css'

export const Route = createFileRoute('/cart')({
  component: CartPage,
})

function CartPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <div className={styles.page}>
      <title>{t`Your cart · Comptoir`}</title>
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
