import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

import { clearCartId } from '../features/cart/cart-id'
import { CartSummary } from '../features/cart/cart-summary'
import { useCart } from '../features/cart/use-cart'
import { useHydrated } from '../hooks/use-hydrated'
import { CheckoutFlow } from '../features/checkout/checkout-flow'
import { isCheckoutStep, type CheckoutStep } from '../features/checkout/checkout-steps'
import { markOrderPlaced } from '../features/order/recently-placed'
import { readReferral } from '../features/referral/referral-store'
import { privatePageHead } from '../features/seo/route-head'
import styles from './-components/pages.module.css'

export const Route = createFileRoute('/checkout')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Checkout`)),
  validateSearch: (search: Record<string, unknown>): { step?: CheckoutStep } =>
    isCheckoutStep(search.step) ? { step: search.step } : {},
  component: CheckoutPage,
})

function CheckoutPage() {
  const { t } = useLingui()
  const { step } = Route.useSearch()
  const navigate = useNavigate({ from: '/checkout' })
  const hydrated = useHydrated()
  const { cart, cartId, refetch } = useCart()
  const onStepChange = useCallback(
    (next: CheckoutStep, replace: boolean) => {
      void navigate({ search: { step: next }, replace })
    },
    [navigate],
  )
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Checkout`}</h1>
      <CheckoutFlow
        step={step}
        onStepChange={onStepChange}
        cartId={cartId}
        ready={hydrated}
        referral={hydrated ? readReferral() : null}
        summary={cart ? <CartSummary cart={cart} /> : null}
        onCartChanged={refetch}
        onAwaitingPayment={() => {
          // The cart became the order, still to pay: the card form stays on this page.
          clearCartId()
        }}
        onPlaced={(number, accessToken) => {
          markOrderPlaced(number)
          clearCartId()
          void navigate({
            to: '/order',
            search: accessToken ? { number, token: accessToken } : { number },
            replace: true,
          })
        }}
      />
    </div>
  )
}
