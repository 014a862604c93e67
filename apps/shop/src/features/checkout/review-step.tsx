import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Button } from '@comptoir/ui/button'
import { Price } from '@comptoir/ui/price'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { AmbassadorChoice, type AmbassadorChoiceProps } from './ambassador-choice'
import styles from './checkout.module.css'
import type { PaymentChoice, PaymentToConfirm } from './order-placer'
import { PostalAddress } from './postal-address'
import { reviewStepFragment } from './review-step.graphql'
import { StepErrors } from './step-notice'
import { usePlaceOrder } from './use-place-order'

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  readonly cart: FragmentOf<typeof reviewStepFragment>
  readonly cartId: string | null
  readonly referral: AmbassadorChoiceProps['referral']
  /** The operation chosen for the order, kept by the checkout across steps. */
  readonly operationChoice: string
  readonly onOperationChoice: (operationId: string) => void
  readonly payment: PaymentChoice
  readonly paymentName: string
  /** The order is placed; `payment` is the card payment to confirm next (Stripe), if any. */
  readonly onPlaced: (
    number: string,
    accessToken: string | null,
    payment: PaymentToConfirm | null,
  ) => void
  /** The cart's totals changed on the server (an operation was chosen). */
  readonly onCartChanged: () => void
}

/** Everything the order will be, the ambassador choice, and the button that places it once. */
export function ReviewStep({
  cartId,
  referral,
  operationChoice,
  onOperationChoice,
  payment,
  paymentName,
  onPlaced,
  onCartChanged,
  ...props
}: ReviewStepProps) {
  const { t } = useLingui()
  const cart = readFragment(reviewStepFragment, props.cart)
  const { placeOrder, placing } = usePlaceOrder(cartId)
  const [errors, setErrors] = useState<string[]>([])
  const address = cart.shippingAddress
  const total = cart.total
  const stripe = payment.paymentMethod === 'STRIPE'
  const transfer = payment.paymentMethod === 'BANK_TRANSFER'

  const place = async () => {
    setErrors([])
    const outcome = await placeOrder(payment)
    if (outcome.kind === 'placed') onPlaced(outcome.number, outcome.accessToken, outcome.payment)
    else if (outcome.kind === 'refused')
      setErrors(outcome.errors.map((error) => error.message).filter(Boolean))
    else
      setErrors([
        t`The order could not be sent. Nothing was charged; press the button again to retry.`,
      ])
  }

  return (
    <div className={styles.review}>
      <dl className={styles.recap}>
        <div>
          <dt>{t`Contact`}</dt>
          <dd>{cart.email}</dd>
          <dd>
            <AppLink to="/checkout" search={{ step: 'contact' }}>{t`Change the contact`}</AppLink>
          </dd>
        </div>
        <div>
          <dt>{t`Delivery address`}</dt>
          {address ? (
            <dd>
              <PostalAddress address={address} />
            </dd>
          ) : null}
          <dd>
            <AppLink to="/checkout" search={{ step: 'address' }}>{t`Change the address`}</AppLink>
          </dd>
        </div>
        <div>
          <dt>{t`Delivery`}</dt>
          <dd>{cart.shippingMethod?.name}</dd>
          <dd>
            <AppLink to="/checkout" search={{ step: 'shipping' }}>{t`Change the delivery`}</AppLink>
          </dd>
        </div>
        <div>
          <dt>{t`Payment`}</dt>
          <dd>
            {payment.card
              ? t`${paymentName}, card ending in ${payment.card.number.slice(-4)}`
              : paymentName}
          </dd>
          <dd>
            <AppLink to="/checkout" search={{ step: 'payment' }}>{t`Change the payment`}</AppLink>
          </dd>
        </div>
      </dl>
      <AmbassadorChoice
        cartId={cartId}
        code={cart.code ?? null}
        referral={referral}
        chosen={operationChoice}
        onChoose={onOperationChoice}
        onChanged={onCartChanged}
      />
      <StepErrors messages={errors} />
      {/* What the shopper pays, right above the button: on a phone the summary is further down. */}
      <p className={styles.toPay}>
        <span>{t`Total to pay`}</span>
        <Price amount={total.amount} currency={total.currency} />
      </p>
      <Button size="lg" fullWidth isPending={placing} onPress={() => void place()}>
        {stripe ? t`Place the order and pay by card` : t`Place the order`}
      </Button>
      <p className={styles.hint}>
        {stripe
          ? t`Your items are set aside when you place the order; you then pay by card through Stripe’s secure form.`
          : transfer
            ? t`Nothing is charged now: your items are set aside when you place the order, and the next page and your confirmation e-mail give the bank details and the reference for your transfer.`
            : t`Your card is charged when you place the order; the cart stays as it is if anything fails.`}
      </p>
    </div>
  )
}
