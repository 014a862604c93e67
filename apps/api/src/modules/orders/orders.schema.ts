import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { resolveOffsetConnection } from '@pothos/plugin-relay'
import { GraphQLError } from 'graphql'

import type { PublicContext } from '../../graphql/context'
import type { FieldError } from '../../field-error'
import { builder, DateTime, FieldErrorRef, MoneyRef } from '../../graphql/public/builder'
import { Customer } from '../accounts/accounts.schema'
import { cartAccess, AddressRef } from '../cart/cart.schema'
import { addressView } from '../cart/cart.views'
import { localize } from '../catalog/catalog.views'
import { orderStatus } from '../../db/schema'
import { orderLink, savedAddressesMaximum, type OrderDetails } from './orders.service'
import { PaymentConfirmationRef } from '../payments/payments.schema'
import type { PaymentConfirmation } from '../checkout/payments'
import {
  orderView,
  paymentMethodCodes,
  type OrderLineView,
  type OrderView,
  type PaymentMethodCode,
} from './orders.views'
import type { OrderStatus } from './order-state'

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  values: orderStatus.enumValues,
  description:
    'PENDING_PAYMENT → PAID → FULFILLED → SHIPPED → DELIVERED; CANCELLED and REFUNDED end an order.',
})

const PaymentMethodCodeEnum = builder.enumType('PaymentMethodCode', {
  values: {
    TEST_CARD: { description: 'Card payment (test provider).' },
    BANK_TRANSFER: {
      description: 'The order waits in PENDING_PAYMENT until the transfer arrives.',
    },
    STRIPE: {
      description:
        "Card payment through Stripe: placeOrder's payment is confirmed in the browser; the order waits in PENDING_PAYMENT until Stripe reports it paid.",
    },
  } as const,
})

const providerIds: Record<PaymentMethodCode, string> = {
  TEST_CARD: 'test-card',
  BANK_TRANSFER: 'bank-transfer',
  STRIPE: 'stripe',
}

const PaymentMethodRef = builder
  .objectRef<{ code: PaymentMethodCode; name: string; description: string }>('PaymentMethod')
  .implement({
    fields: (t) => ({
      code: t.expose('code', { type: PaymentMethodCodeEnum }),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
    }),
  })

const OrderLineRef = builder.objectRef<OrderLineView>('OrderLine').implement({
  description: 'A line as ordered: name and price are snapshots taken at checkout.',
  fields: (t) => ({
    sku: t.exposeString('sku'),
    productSlug: t.exposeString('productSlug'),
    productName: t.exposeString('productName'),
    variantTitle: t.exposeString('variantTitle'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    unitPrice: t.expose('unitPrice', { type: MoneyRef }),
    quantity: t.exposeInt('quantity'),
    total: t.expose('total', { type: MoneyRef }),
  }),
})

const StatusChangeRef = builder
  .objectRef<{ status: OrderStatus; at: Date }>('OrderStatusEntry')
  .implement({
    fields: (t) => ({
      status: t.expose('status', { type: OrderStatusEnum }),
      at: t.expose('at', { type: DateTime }),
    }),
  })

export const OrderRef = builder.objectRef<OrderView>('Order').implement({
  fields: (t) => ({
    number: t.exposeString('number', { description: 'e.g. CPT-2026-000123' }),
    status: t.expose('status', { type: OrderStatusEnum }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    email: t.exposeString('email'),
    lines: t.expose('lines', { type: [OrderLineRef] }),
    subtotal: t.expose('subtotal', { type: MoneyRef }),
    discount: t.expose('discount', { type: MoneyRef }),
    shipping: t.expose('shipping', { type: MoneyRef }),
    vat: t.expose('vat', { type: MoneyRef, description: 'The VAT included in the total.' }),
    vatRatePercent: t.exposeInt('vatRatePercent'),
    total: t.expose('total', { type: MoneyRef }),
    shippingAddress: t.expose('shippingAddress', { type: AddressRef }),
    shippingMethodName: t.exposeString('shippingMethodName'),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodCodeEnum }),
    cardBrand: t.exposeString('cardBrand', { nullable: true }),
    cardLast4: t.exposeString('cardLast4', { nullable: true }),
    code: t.exposeString('code', { nullable: true }),
    statusHistory: t.expose('statusHistory', { type: [StatusChangeRef] }),
  }),
})

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

export function notFound(): GraphQLError {
  return new GraphQLError('Order not found', { extensions: { code: 'NOT_FOUND' } })
}

export function view(details: OrderDetails, context: PublicContext, locale: Locale): OrderView {
  return orderView(details, locale, context.services.config.publicUrl)
}

export async function visibleOrder(
  context: PublicContext,
  number: string,
  accessToken: string | null | undefined,
): Promise<OrderDetails | null> {
  const viewer = await context.viewer()
  return context.services.orders.findVisibleOrder(number, {
    userId: viewer?.user.id ?? null,
    accessToken,
  })
}

builder.queryFields((t) => ({
  order: t.field({
    type: OrderRef,
    nullable: true,
    description:
      "An order by number: the signed-in customer's own, or any order with its access token. Null otherwise, whether or not it exists.",
    args: {
      number: t.arg.string({ required: true }),
      accessToken: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      const details = await visibleOrder(context, args.number, args.accessToken)
      return details ? view(details, context, context.locale) : null
    },
  }),
  paymentMethods: t.field({
    type: [PaymentMethodRef],
    resolve: (_root, args, context) =>
      context.services.checkout.paymentMethods.flatMap((provider) => {
        const code = paymentMethodCodes[provider.id]
        const locale = context.locale
        return code
          ? [
              {
                code,
                name: localize(provider.name, locale),
                description: localize(provider.description, locale),
              },
            ]
          : []
      }),
  }),
}))

builder.objectField(Customer, 'orders', (t) =>
  t.connection(
    {
      type: OrderRef,
      description: 'Order history, newest first (20 per page, 50 at most).',
      resolve: async (customer, args, context) => {
        let totalCount = 0
        const locale = context.locale
        const connection = await resolveOffsetConnection(
          { args, defaultSize: 20, maxSize: 50 },
          async (page) => {
            const result = await context.services.orders.listCustomerOrders(customer.id, page)
            totalCount = result.total
            return result.items.map((details) => view(details, context, locale))
          },
        )
        return { ...connection, totalCount }
      },
    },
    { name: 'OrderConnection' },
    { name: 'OrderEdge' },
  ),
)

builder.objectField(Customer, 'addresses', (t) =>
  t.field({
    type: [AddressRef],
    description: `The distinct shipping addresses of the customer’s own orders, latest used first, at most ${String(savedAddressesMaximum)}.`,
    resolve: async (customer, _args, context) =>
      (await context.services.orders.customerAddresses(customer.id)).map((address) =>
        addressView(address, context.locale),
      ),
  }),
)

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
