import { Button } from '@comptoir/ui/button'
import { useFormatMoney } from '@comptoir/ui/price'
import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { CardPayment } from '../checkout/card-payment'
import { OrderDocuments } from '../invoices/order-documents'
import { OrderRequests } from '../order-requests/order-requests'

import { OrderLookupForm } from './order-lookup-form'
import { OrderView } from './order-view'
import { readPaymentReturn } from './payment-return'
import { wasOrderJustPlaced } from './recently-placed'
import { useOrder } from './use-order'
import styles from './order-panel.module.css'

/** The order of the page, live; or, when it cannot be shown, why and the way to ask for its link. */
export function OrderPanel({
  number,
  accessToken,
}: {
  number: string
  accessToken: string | null
}) {
  const { t } = useLingui()
  const { order, changedAt, loading, error, refetch } = useOrder(number, accessToken, false)
  const formatMoney = useFormatMoney()
  // Rendered after hydration only: the address is the browser's (Stripe's return adds to it).
  const [paymentReturn] = useState(() => readPaymentReturn(window.location.search))
  if (loading) {
    return (
      <SkeletonGroup label={t`Loading the order`}>
        <Skeleton shape="text" width="50%" />
        <Skeleton shape="rect" height="16rem" />
      </SkeletonGroup>
    )
  }
  if (order) {
    const page = new URLSearchParams(accessToken ? { number, token: accessToken } : { number })
    return (
      <>
        <OrderView
          order={order}
          justPlaced={wasOrderJustPlaced(number)}
          changedAt={changedAt}
          paymentReturn={paymentReturn}
          payAction={
            order.payment ? (
              <CardPayment
                clientSecret={order.payment.clientSecret}
                publishableKey={order.payment.publishableKey}
                returnUrl={`${window.location.origin}/order?${page.toString()}`}
                payLabel={t`Pay ${formatMoney(order.total)}`}
              />
            ) : null
          }
        />
        <OrderRequests number={number} accessToken={accessToken} changedAt={changedAt} />
        <OrderDocuments number={number} accessToken={accessToken} changedAt={changedAt} />
      </>
    )
  }
  if (error) {
    return (
      <section className={styles.narrow}>
        <h1 className={styles.title}>{t`Order ${number}`}</h1>
        <p role="alert">
          {navigator.onLine
            ? t`The order could not be loaded.`
            : t`You are offline. The order will show once the connection is back.`}
        </p>
        <div>
          <Button variant="secondary" onPress={refetch}>
            {t`Try again`}
          </Button>
        </div>
      </section>
    )
  }
  return (
    <section className={styles.narrow} aria-labelledby="order-missing-title">
      <h1 id="order-missing-title" className={styles.title}>
        {t`Order ${number}`}
      </h1>
      <p className={styles.lead}>
        {t`This link does not open an order you can see. Enter the order’s e-mail address: we e-mail its link there if they match.`}
      </p>
      <OrderLookupForm initialNumber={number} />
    </section>
  )
}
