import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

/** Props of {@link CardPayment}. */
export interface CardPaymentProps {
  /** The PaymentIntent's client secret, from placeOrder or the order. */
  readonly clientSecret: string
  /** The shop's Stripe publishable key, given by the API at run time. */
  readonly publishableKey: string
  /** Absolute address of the order's page, where Stripe sends the shopper back. */
  readonly returnUrl: string
  /** The pay button's text, e.g. "Pay €22.90". */
  readonly payLabel: string
}

// Stripe.js and its React bindings load with this form only, in a chunk of their own.
const StripePayment = lazy(() => import('./stripe-payment'))

/** The card form of a placed order's payment (Stripe's Payment Element), loaded on demand. */
export function CardPayment(props: CardPaymentProps) {
  const { t } = useLingui()
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={t`Loading the card form`}>
          <Skeleton shape="rect" height="12rem" />
        </SkeletonGroup>
      }
    >
      <StripePayment {...props} />
    </Suspense>
  )
}
