import { AppLink } from '@comptoir/app-shell/app-link'
import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Price } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import { cartSummaryFragment } from './cart-summary.graphql'
import styles from './cart-summary.module.css'
import { CartTotals } from './cart-totals'

/** The cart in short, beside the checkout: what is ordered and the totals. */
export function CartSummary(props: { cart: FragmentOf<typeof cartSummaryFragment> }) {
  const { t } = useLingui()
  const cart = readFragment(cartSummaryFragment, props.cart)
  const lines = cart.lines.filter((line) => line.orderable)
  return (
    <div className={styles.summary}>
      <h2 className={styles.title}>{t`Your order`}</h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.productName}
              <span className={styles.variant}>{line.variantTitle}</span>
            </span>
            <Price amount={line.total.amount} currency={line.total.currency} size="sm" />
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <AppLink to="/cart" variant="quiet">
        {t`Edit the cart`}
      </AppLink>
    </div>
  )
}
