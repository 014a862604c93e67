import { Button } from '@comptoir/ui/button'
import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatMoney } from '@comptoir/ui/price'
import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'

import { AddressStep } from './address-step'
import { noOperation } from './ambassador-choice'
import { CardPayment } from './card-payment'
import { CheckoutProgressNav } from './checkout-progress'
import { nextStep, previousStep, reachableStep, type CheckoutStep } from './checkout-steps'
import styles from './checkout.module.css'
import { ContactStep } from './contact-step'
import type { PaymentChoice, PaymentToConfirm } from './order-placer'
import { PaymentStep } from './payment-step'
import { ReviewStep } from './review-step'
import { offeredAddresses } from './saved-addresses'
import { ShippingStep } from './shipping-step'
import { StepErrors } from './step-notice'
import { useCheckout } from './use-checkout'

/** The order page's address: its number, and its access token for a guest. */
interface OrderSearch {
  number: string
  token?: string
}

/** Props of {@link CheckoutFlow}. */
export interface CheckoutFlowProps {
  /** The step asked in the URL. */
  readonly step: CheckoutStep | undefined
  /** Puts a step in the URL (`replace` when correcting an unreachable one). */
  readonly onStepChange: (step: CheckoutStep, replace: boolean) => void
  /** The anonymous cart (null when signed in). */
  readonly cartId: string | null
  /** Whether the cart is known yet (the anonymous id is read after hydration). */
  readonly ready: boolean
  /** The referral kept from an ambassador's link, if any. */
  readonly referral: { readonly id: string; readonly displayName: string } | null
  /** The cart's lines and totals, shown beside the steps. */
  readonly summary: ReactNode
  readonly onPlaced: (number: string, accessToken: string | null) => void
  /**
   * The order is placed and waits for its card payment, confirmed on this page (Stripe): the cart
   * is now the order's. `onPlaced` follows once the payment leaves for the order's page.
   */
  readonly onAwaitingPayment: (number: string) => void
  /** The server changed the cart's totals (an operation was chosen): the summary reloads. */
  readonly onCartChanged: () => void
}

/** The checkout: contact → address → shipping → payment → review, one step at a time. */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { t } = useLingui()
  const { step: asked, onStepChange, cartId, ready } = props
  const checkout = useCheckout(cartId, !ready)
  const [payment, setPayment] = useState<PaymentChoice | null>(null)
  const [operationChoice, setOperationChoice] = useState(noOperation)
  // Kept until the confirmation opens: the emptied cart must not flash "Nothing to check out".
  const [placed, setPlaced] = useState<{ number: string; search: OrderSearch } | null>(null)
  const [paying, setPaying] = useState<{
    number: string
    search: OrderSearch
    payment: PaymentToConfirm
    total: string
  } | null>(null)
  const formatMoney = useFormatMoney()
  const router = useRouter()
  const { cart } = checkout
  const progress = {
    hasEmail: Boolean(cart?.email),
    hasAddress: Boolean(cart?.shippingAddress),
    hasShippingMethod: Boolean(cart?.shippingMethod),
    hasPayment: payment !== null,
  }
  const step = reachableStep(asked, progress)

  useEffect(() => {
    if (cart && !placed && !paying && asked !== step) onStepChange(step, true)
  }, [cart, placed, paying, asked, step, onStepChange])

  if (paying) {
    return (
      <section className={styles.step} aria-labelledby="checkout-pay-title">
        <h2 id="checkout-pay-title" tabIndex={-1}>
          {t`Payment`}
        </h2>
        <p>{t`Order ${paying.number} is placed and its items are set aside. Pay by card to confirm it.`}</p>
        <CardPayment
          clientSecret={paying.payment.clientSecret}
          publishableKey={paying.payment.publishableKey}
          returnUrl={
            new URL(
              router.buildLocation({ to: '/order', search: paying.search }).href,
              window.location.origin,
            ).href
          }
          payLabel={t`Pay ${paying.total}`}
        />
        <p className={styles.hint}>
          <AppLink to="/order" search={paying.search}>{t`Pay later from the order’s page`}</AppLink>
        </p>
      </section>
    )
  }

  if (placed) {
    return (
      <div role="status" className={styles.placed}>
        <p>{t`Order ${placed.number} is placed. Opening its confirmation…`}</p>
        <AppLink to="/order" search={placed.search}>{t`See the order`}</AppLink>
      </div>
    )
  }
  if (checkout.loading) {
    return (
      <SkeletonGroup label={t`Loading the checkout`}>
        <Skeleton shape="rect" height="20rem" />
      </SkeletonGroup>
    )
  }
  if (!cart && checkout.error) {
    return (
      <StepErrors
        messages={[t`The checkout could not be loaded. Check your connection and try again.`]}
      />
    )
  }
  if (!cart || cart.itemCount === 0) {
    return (
      <EmptyState
        title={t`Nothing to check out`}
        description={t`Your cart is empty, or nothing in it can be ordered right now.`}
        action={
          <AppLink to="/products" variant="standalone">
            {t`Browse the shop`}
          </AppLink>
        }
      />
    )
  }

  const goNext = () => {
    onStepChange(nextStep(step), false)
  }
  const titles: Record<CheckoutStep, string> = {
    contact: t`Contact`,
    address: t`Delivery address`,
    shipping: t`Delivery method`,
    payment: t`Payment`,
    review: t`Review and place the order`,
  }
  const paymentName =
    checkout.paymentMethods.find((method) => method.code === payment?.paymentMethod)?.name ?? ''

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <CheckoutProgressNav current={step} progress={progress} titles={titles} />
        {cart.problems.length > 0 ? (
          <div role="status" className={styles.warning}>
            {cart.problems.map((problem) => (
              <p key={problem.code + problem.message}>{problem.message}</p>
            ))}
            <AppLink to="/cart">{t`Review the cart`}</AppLink>
          </div>
        ) : null}
        <section className={styles.step} aria-labelledby="checkout-step-title">
          <h2 id="checkout-step-title" tabIndex={-1}>
            {titles[step]}
          </h2>
          {step === 'contact' ? (
            <ContactStep
              email={cart.email ?? checkout.me?.email ?? ''}
              signedInAs={checkout.me?.email ?? null}
              save={checkout.save}
              onDone={goNext}
            />
          ) : null}
          {step === 'address' ? (
            <AddressStep
              address={cart.shippingAddress}
              savedAddresses={offeredAddresses(checkout.me)}
              countries={checkout.countries}
              save={checkout.save}
              onDone={goNext}
            />
          ) : null}
          {step === 'shipping' ? (
            <ShippingStep cart={cart} save={checkout.save} onDone={goNext} />
          ) : null}
          {step === 'payment' ? (
            <PaymentStep
              methods={checkout.paymentMethods}
              choice={payment}
              onDone={(choice) => {
                setPayment(choice)
                onStepChange('review', false)
              }}
            />
          ) : null}
          {step === 'review' && payment ? (
            <ReviewStep
              cart={cart}
              cartId={cartId}
              referral={props.referral}
              operationChoice={operationChoice}
              onOperationChoice={setOperationChoice}
              payment={payment}
              paymentName={paymentName}
              onPlaced={(number, accessToken, toConfirm) => {
                const search = accessToken ? { number, token: accessToken } : { number }
                if (toConfirm) {
                  setPaying({ number, search, payment: toConfirm, total: formatMoney(cart.total) })
                  props.onAwaitingPayment(number)
                  return
                }
                setPlaced({ number, search })
                props.onPlaced(number, accessToken)
              }}
              onCartChanged={() => {
                checkout.refetch()
                props.onCartChanged()
              }}
            />
          ) : null}
        </section>
        {step !== 'contact' ? (
          <div>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                onStepChange(previousStep(step), false)
              }}
            >
              {t`Back`}
            </Button>
          </div>
        ) : null}
      </div>
      <aside className={styles.summary} aria-label={t`Order summary`}>
        {props.summary}
      </aside>
    </div>
  )
}
