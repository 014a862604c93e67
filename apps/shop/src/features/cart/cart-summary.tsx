import { AppLink } from '@comptoir/app-shell/app-link'
import { Price } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import styles from './cart-summary.module.css'
import { CartTotals } from './cart-totals'
import type { CartData } from './use-cart'

/** The cart in short, beside the checkout: what is ordered and the totals. */
export function CartSummary({ cart }: { cart: CartData }) {
  const { t } = useLingui()
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
