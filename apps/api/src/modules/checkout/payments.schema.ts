import { builder } from '../../graphql/public/builder'
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
