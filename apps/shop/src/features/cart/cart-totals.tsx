import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Price } from '@comptoir/ui/price'
import { Trans, useLingui } from '@lingui/react/macro'

import { cartTotalsFragment } from './cart-totals.graphql'
import styles from './cart-totals.module.css'

/** The cart's amounts as the server computed them: subtotal, discount, shipping, total and its VAT. */
export function CartTotals(props: { cart: FragmentOf<typeof cartTotalsFragment> }) {
  const { t } = useLingui()
  const cart = readFragment(cartTotalsFragment, props.cart)
  const hasDiscount = cart.discount.amount > 0
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t`Subtotal`}</dt>
        <dd>
          <Price amount={cart.subtotal.amount} currency={cart.subtotal.currency} />
        </dd>
      </div>
      {hasDiscount ? (
        <div className={styles.row}>
          <dt>
            {cart.appliedCode ? (
              <Trans>
                Discount <span className={styles.code}>({cart.appliedCode})</span>
              </Trans>
            ) : (
              t`Discount`
            )}
          </dt>
          <dd className={styles.discount}>
            −<Price amount={cart.discount.amount} currency={cart.discount.currency} />
          </dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>{cart.shippingMethod ? t`Shipping (${cart.shippingMethod.name})` : t`Shipping`}</dt>
        <dd>
          {cart.shippingMethod ? (
            <Price amount={cart.shipping.amount} currency={cart.shipping.currency} />
          ) : (
            <span className={styles.muted}>{t`Chosen at checkout`}</span>
          )}
        </dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t`Total`}</dt>
        <dd>
          <Price amount={cart.total.amount} currency={cart.total.currency} size="lg" />
        </dd>
      </div>
      <div className={`${styles.row} ${styles.vat}`}>
        <dt>{t`Including VAT (${cart.vatRatePercent}%)`}</dt>
        <dd>
          <Price amount={cart.vat.amount} currency={cart.vat.currency} size="sm" />
        </dd>
      </div>
    </dl>
  )
}
