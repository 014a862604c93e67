import { isLocale } from '@comptoir/i18n/locales'

import type { FieldError } from '../../field-error'
import { builder, FieldErrorRef } from '../../graphql/public/builder'
import { cartAccess } from '../cart/cart.schema'
import { OrderRef, PaymentMethodCodeEnum, providerIds, view } from '../orders/orders.schema'
import { orderLink } from '../orders/orders.service'
import type { OrderView } from '../orders/orders.views'
import type { PaymentConfirmation } from './payments'
import { PaymentConfirmationRef } from './payments.schema'

interface PlaceOrderPayload {
  order: OrderView | null
  accessToken: string | null
  orderUrl: string | null
  payment: PaymentConfirmation | null
  errors: FieldError[]
}

const PlaceOrderPayloadRef = builder.objectRef<PlaceOrderPayload>('PlaceOrderPayload').implement({
  description:
    'The order (the same one for a retried idempotency key), its access token and page, or the errors that stopped it. After an error, the cart and the stock are unchanged.',
  fields: (t) => ({
    order: t.expose('order', { type: OrderRef, nullable: true }),
    accessToken: t.exposeString('accessToken', {
      nullable: true,
      description: 'Lets whoever holds it see the order (guests): keep it with the number.',
    }),
    orderUrl: t.exposeString('orderUrl', { nullable: true }),
    payment: t.expose('payment', {
      type: PaymentConfirmationRef,
      nullable: true,
      description:
        'The payment to confirm in the browser before the order is paid (STRIPE), the same one on a retry; null when the payment method needs none.',
    }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const CardInputRef = builder.inputType('CardInput', {
  description: 'Sent to the payment provider only; the order keeps the brand and last 4 digits.',
  fields: (t) => ({
    number: t.string({ required: true }),
    expiry: t.string({ required: true, description: 'MM/YY' }),
    cvc: t.string({ required: true }),
  }),
})

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  description: 'No field carries a price: the server prices the cart.',
  fields: (t) => ({
    cartId: t.id({ description: 'The anonymous cart; a signed-in customer orders their own.' }),
    idempotencyKey: t.string({
      required: true,
      description:
        'A random key (16 to 100 letters, digits, - or _) made once per checkout attempt and reused on every retry.',
    }),
    paymentMethod: t.field({ type: PaymentMethodCodeEnum, required: true }),
    card: t.field({ type: CardInputRef }),
  }),
})

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlaceOrderPayloadRef,
    description:
      'Places the order of the cart: pays, takes the stock and completes the cart, all or nothing. Retrying with the same key returns the same order.',
    args: {
      input: t.arg({ type: PlaceOrderInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const language = context.locale
      const viewer = await context.viewer()
      const access = await cartAccess(context, input.cartId)
      const accountLocale = viewer?.user.locale
      const outcome = await context.services.checkout.placeOrder(
        {
          userId: access.userId,
          email: viewer?.user.email ?? null,
          locale: isLocale(accountLocale) ? accountLocale : language,
        },
        {
          cartId: input.cartId,
          idempotencyKey: input.idempotencyKey,
          paymentMethod: providerIds[input.paymentMethod],
          card: input.card ?? null,
        },
        language,
        { ip: context.request.ip },
      )
      if (!outcome.ok) {
        return {
          order: null,
          accessToken: null,
          orderUrl: null,
          payment: null,
          errors: outcome.errors,
        }
      }
      const { order, accessToken } = outcome.value
      const [details, payment] = await Promise.all([
        outcome.value.details ??
          context.services.orders.withDetails([order]).then((found) => found[0]),
        // A retry answers with the payment its first request made, read again from the provider.
        outcome.value.payment ?? context.services.checkout.paymentConfirmation(order),
      ])
      if (!details) throw new Error('The order has no details')
      return {
        order: view(details, context, language),
        accessToken,
        orderUrl: orderLink(context.services.config.publicUrl, order.number, accessToken),
        payment,
        errors: [],
      }
    },
  }),
)
