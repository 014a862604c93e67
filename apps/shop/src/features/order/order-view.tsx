import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Card, CardHeader } from '@comptoir/ui/card'
import { Price } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PostalAddress } from '../checkout/postal-address'
import { BankTransferDetails } from './bank-transfer-details'
import { formatDateTime } from './format-date'
import { orderStatusLabels, orderSteps } from './order-status'
import { OrderStatusBadge } from './order-status-badge'
import { orderViewFragment } from './order-view.graphql'
import styles from './order.module.css'
import type { PaymentReturn } from './payment-return'
import { PaymentReturnNotice } from './payment-return-notice'

/** Props of {@link OrderView}. */
export interface OrderViewProps {
  readonly order: FragmentOf<typeof orderViewFragment>
  /** Just placed: the page opens with a thank-you. */
  readonly justPlaced: boolean
  /** When a live change last arrived. */
  readonly changedAt: string | null
  /** How the card payment the shopper comes back from went (the page's address says). */
  readonly paymentReturn?: PaymentReturn | null
  /** The card form, while the order awaits a card payment the shopper can make (Stripe). */
  readonly payAction?: ReactNode
}

/** An order: its state and history (live), its lines, totals, delivery and payment. */
export function OrderView({
  justPlaced,
  changedAt,
  paymentReturn = null,
  payAction = null,
  ...props
}: OrderViewProps) {
  const { t, i18n } = useLingui()
  const order = readFragment(orderViewFragment, props.order)
  const steps = orderSteps(order)
  const reached = steps.indexOf(order.status)
  const ended = order.status === 'CANCELLED' || order.status === 'REFUNDED'
  const paymentText = () => {
    if (order.paymentMethod === 'BANK_TRANSFER')
      return t`Bank transfer: the order is prepared once the transfer arrives.`
    if (order.paymentMethod === 'STRIPE')
      return order.status === 'PENDING_PAYMENT'
        ? t`Card, through Stripe: waiting for the payment.`
        : t`Card, paid through Stripe.`
    return t`Card ${brandName(order.cardBrand)} ending in ${order.cardLast4 ?? ''}`
  }
  return (
    <div className={styles.order}>
      <header className={styles.header}>
        {justPlaced ? (
          <p className={styles.thanks}>
            {order.status === 'PENDING_PAYMENT'
              ? t`Thank you! Your order is registered: it is confirmed once paid.`
              : t`Thank you! Your order is confirmed.`}
          </p>
        ) : null}
        <h1>{t`Order ${order.number}`}</h1>
        <p className={styles.meta}>
          {t`Placed on ${formatDateTime(order.createdAt, i18n.locale)}`} ·{' '}
          {t`Confirmation sent to ${order.email}`}
        </p>
        <div className={styles.status} role="status" aria-live="polite">
          <span>{t`Status:`}</span> <OrderStatusBadge status={order.status} />
          {changedAt ? (
            <span
              className={styles.updated}
            >{t`Updated ${formatDateTime(changedAt, i18n.locale)}`}</span>
          ) : null}
        </div>
        {paymentReturn ? (
          <PaymentReturnNotice
            outcome={paymentReturn}
            paid={order.status !== 'PENDING_PAYMENT' && order.status !== 'CANCELLED'}
          />
        ) : null}
      </header>

      {payAction ? (
        <Card padded>
          <CardHeader title={t`Pay for the order`} level={2} />
          {payAction}
        </Card>
      ) : null}

      {order.bankTransfer ? <BankTransferDetails details={order.bankTransfer} /> : null}

      {ended ? null : (
        <ol className={styles.track} aria-label={t`Progress of the order`}>
          {steps.map((status, index) => (
            <li
              key={status}
              className={index <= reached ? styles.done : undefined}
              aria-current={index === reached ? 'step' : undefined}
            >
              {i18n._(orderStatusLabels[status])}
            </li>
          ))}
        </ol>
      )}

      <div className={styles.columns}>
        <Card padded>
          <CardHeader title={t`Items`} level={2} />
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={line.sku}>
                <span>
                  {line.quantity} × {line.productName}
                  <span className={styles.variant}> — {line.variantTitle}</span>
                </span>
                <Price amount={line.total.amount} currency={line.total.currency} />
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <div>
              <dt>{t`Subtotal`}</dt>
              <dd>
                <Price amount={order.subtotal.amount} currency={order.subtotal.currency} />
              </dd>
            </div>
            {order.discount.amount > 0 ? (
              <div>
                <dt>{order.code ? t`Discount (${order.code})` : t`Discount`}</dt>
                <dd>
                  −<Price amount={order.discount.amount} currency={order.discount.currency} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t`Shipping (${order.shippingMethodName})`}</dt>
              <dd>
                <Price amount={order.shipping.amount} currency={order.shipping.currency} />
              </dd>
            </div>
            <div className={styles.total}>
              <dt>{t`Total`}</dt>
              <dd>
                <Price amount={order.total.amount} currency={order.total.currency} size="lg" />
              </dd>
            </div>
            <div className={styles.vat}>
              <dt>{t`Including VAT (${order.vatRatePercent}%)`}</dt>
              <dd>
                <Price amount={order.vat.amount} currency={order.vat.currency} size="sm" />
              </dd>
            </div>
          </dl>
        </Card>
        <div className={styles.side}>
          <Card padded>
            <CardHeader title={t`Delivery`} level={2} />
            <PostalAddress address={order.shippingAddress} />
          </Card>
          <Card padded>
            <CardHeader title={t`Payment`} level={2} />
            <p>{paymentText()}</p>
          </Card>
          <Card padded>
            <CardHeader title={t`History`} level={2} />
            <ol className={styles.history}>
              {order.statusHistory.map((entry) => (
                <li key={`${entry.status}-${entry.at}`}>
                  <strong>{i18n._(orderStatusLabels[entry.status])}</strong>{' '}
                  <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.locale)}</time>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </div>
  )
}

function brandName(brand: string | null): string {
  if (!brand) return ''
  return brand.charAt(0).toUpperCase() + brand.slice(1)
}
