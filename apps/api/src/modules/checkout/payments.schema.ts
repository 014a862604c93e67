import { builder } from '../../graphql/public/builder'
import { OrderRef } from '../orders/orders.schema'
import type { PaymentConfirmation } from './payments'

/** The payment the shop confirms in the browser with Stripe.js (the Payment Element). */
export const PaymentConfirmationRef = builder
  .objectRef<PaymentConfirmation>('PaymentConfirmation')
  .implement({
    description:
      "A card payment to confirm in the browser with Stripe.js: load Stripe with the publishable key and confirm the PaymentIntent of the client secret. The order stays PENDING_PAYMENT until Stripe tells the server it is paid (the order's status then turns PAID).",
    fields: (t) => ({
      clientSecret: t.exposeString('clientSecret', {
        description: "The PaymentIntent's client secret: for this shopper's browser only.",
      }),
      publishableKey: t.exposeString('publishableKey', {
        description: "The shop's Stripe publishable key (pk_…).",
      }),
    }),
  })

/** The payment of an order is the checkout's (its providers), so the checkout adds it to the order. */
builder.objectField(OrderRef, 'payment', (t) =>
  t.field({
    type: PaymentConfirmationRef,
    nullable: true,
    description:
      'While a STRIPE order awaits its payment: the payment to confirm in the browser (another card after a failure). Null otherwise.',
    resolve: async (order, _args, context) => {
      if (order.status !== 'PENDING_PAYMENT' || order.paymentMethod !== 'STRIPE') return null
      const record = await context.services.orders.findByNumber(order.number)
      return record ? context.services.checkout.paymentConfirmation(record) : null
    },
  }),
)
