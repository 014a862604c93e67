import { plural } from '@lingui/core/macro'
import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { formatPrice } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { pageStyles } from '../../components/page-styles'
import { useOrderLabels } from './order-labels'
import styles from './orders.module.css'
import type { orderDetailsFragment } from './orders.graphql'

/** An order as its page shows it. */
export type OrderDetails = ResultOf<typeof orderDetailsFragment>

/** A titled card of the order page. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={pageStyles.card} aria-label={title}>
      <h2 className={pageStyles.cardTitle}>{title}</h2>
      {children}
    </section>
  )
}

export function useOrderFormat() {
  const { i18n } = useLingui()
  return {
    money: (cents: number, currency = 'EUR') => formatPrice(cents, currency, i18n.locale),
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
  }
}

/** The lines, what was refunded of each, and the totals. */
export function OrderLines({ order }: { order: OrderDetails }) {
  const { t } = useLingui()
  const { money } = useOrderFormat()
  const totals: [string, number][] = [
    [t`Subtotal`, order.subtotalCents],
    ...(order.discountCents > 0 ? [[t`Discount`, -order.discountCents] as [string, number]] : []),
    [t`Shipping`, order.shippingCents],
    [t`Total`, order.totalCents],
  ]
  return (
    <OrderSection title={t`Lines`}>
      <div className={pageStyles.fits} style={{ overflowX: 'auto' }}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col" className={styles.end}>{t`Qty`}</th>
              <th scope="col" className={styles.end}>{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineId}>
                <td>
                  <strong>{line.productName}</strong>
                  <div className={styles.muted}>
                    {line.variantTitle} · {line.sku} · {money(line.unitPriceCents, order.currency)}
                  </div>
                  {line.refundedQuantity > 0 && (
                    <div
                      className={styles.muted}
                    >{t`${plural(line.refundedQuantity, { one: '# refunded', other: '# refunded' })}`}</div>
                  )}
                </td>
                <td className={styles.end}>{line.quantity}</td>
                <td className={styles.end}>{money(line.totalCents, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {totals.map(([name, cents]) => (
              <tr key={name}>
                <th scope="row" colSpan={2} className={styles.end}>
                  {name}
                </th>
                <td className={styles.end}>{money(cents, order.currency)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </OrderSection>
  )
}

/** How it was paid, the provider's state of the payment and the refunds. */
export function OrderPayment({ order }: { order: OrderDetails }) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  const { money, date } = useOrderFormat()
  return (
    <OrderSection title={t`Payment`}>
      <dl className={pageStyles.facts}>
        <dt>{t`Method`}</dt>
        <dd>
          {labels.payment(order.paymentMethod)}
          {order.cardLast4 ? ` · ${order.cardBrand ?? ''} •••• ${order.cardLast4}` : ''}
        </dd>
        {order.paymentStatus && (
          <>
            <dt>{t`Stripe payment`}</dt>
            <dd>{order.paymentStatus}</dd>
          </>
        )}
        {order.paymentReference && (
          <>
            <dt>{t`Reference`}</dt>
            <dd>{order.paymentReference}</dd>
          </>
        )}
        <dt>{t`Refunded`}</dt>
        <dd className={styles.amount}>{money(order.refundedCents, order.currency)}</dd>
      </dl>
      {order.refunds.length > 0 && (
        <ul className={styles.history} aria-label={t`Refunds`}>
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <strong className={styles.amount}>{money(refund.amountCents, order.currency)}</strong>
              <span className={styles.muted}>
                {date(refund.at)} · {refund.by}
                {refund.restock ? ` · ${t`back in stock`}` : ''}
              </span>
              {refund.lines.length > 0 && (
                <span>
                  {refund.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
                </span>
              )}
              {refund.reason && <span className={styles.muted}>{refund.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  )
}

/** Who bought, where it goes, the ambassador it credits. */
export function OrderCustomer({ order }: { order: OrderDetails }) {
  const { t } = useLingui()
  const address = order.shippingAddress
  return (
    <OrderSection title={t`Customer`}>
      <dl className={pageStyles.facts}>
        <dt>{t`Name`}</dt>
        <dd>{order.customerName}</dd>
        <dt>{t`E-mail`}</dt>
        <dd>{order.email}</dd>
        <dt>{t`Ship to`}</dt>
        <dd>
          {address.line1}
          {address.line2 ? `, ${address.line2}` : ''}, {address.postalCode} {address.city},{' '}
          {address.countryName}
          {address.phone ? ` · ${address.phone}` : ''}
        </dd>
        <dt>{t`Shipping`}</dt>
        <dd>
          {order.shippingMethodName}
          {order.trackingNumber && (
            <>
              {' · '}
              {order.carrier}{' '}
              {order.trackingUrl ? (
                <a href={order.trackingUrl}>{order.trackingNumber}</a>
              ) : (
                order.trackingNumber
              )}
            </>
          )}
        </dd>
        <dt>{t`Ambassador`}</dt>
        <dd>
          {order.ambassador
            ? `${order.ambassador.displayName} (${order.ambassador.code})`
            : t`None`}
        </dd>
      </dl>
    </OrderSection>
  )
}

/** Every change of status, oldest first. */
export function OrderHistory({ order }: { order: OrderDetails }) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  const { date } = useOrderFormat()
  return (
    <OrderSection title={t`Status history`}>
      <ol className={styles.history}>
        {order.statusHistory.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <strong>{labels.status(event.to)}</strong>
            <span className={styles.muted}>
              {date(event.at)} · {labels.actor(event.actor)}
            </span>
            {event.note && <span>{event.note}</span>}
          </li>
        ))}
      </ol>
    </OrderSection>
  )
}
