import { useLingui } from '@lingui/react/macro'

import styles from './order.module.css'
import type { PaymentReturn } from './payment-return'

/** Props of {@link PaymentReturnNotice}. */
export interface PaymentReturnNoticeProps {
  readonly outcome: PaymentReturn
  /** The order is paid already (Stripe's notice to the server may come a moment after the shopper). */
  readonly paid: boolean
}

/** What became of the card payment the shopper just came back from. */
export function PaymentReturnNotice({ outcome, paid }: PaymentReturnNoticeProps) {
  const { t } = useLingui()
  if (outcome === 'failed') {
    return (
      <p role="alert" className={styles.paymentFailed}>
        {t`The payment did not go through and nothing was charged. Your order is kept: pay it below with another card.`}
      </p>
    )
  }
  return (
    <p role="status" className={styles.paymentDone}>
      {outcome === 'processing'
        ? t`Your payment is being processed. This page shows the order as paid as soon as it is confirmed.`
        : paid
          ? t`Payment received. Thank you!`
          : t`Payment accepted. The order shows as paid as soon as Stripe confirms it to us.`}
    </p>
  )
}
