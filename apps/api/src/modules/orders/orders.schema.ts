import type { Locale } from '@comptoir/i18n/locales'
import { resolveOffsetConnection } from '@pothos/plugin-relay'
import { GraphQLError } from 'graphql'

import type { PublicContext } from '../../graphql/context'
import { builder, DateTime, MoneyRef } from '../../graphql/public/builder'
import { Customer } from '../accounts/accounts.schema'
import { AddressRef } from '../cart/cart.schema'
import { addressView } from '../cart/cart.views'
import { localize } from '../catalog/catalog.views'
import { orderStatus } from '../../db/schema'
import { savedAddressesMaximum, type OrderDetails } from './orders.service'
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

export const PaymentMethodCodeEnum = builder.enumType('PaymentMethodCode', {
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

/** The payment provider id of each GraphQL payment method code. */
export const providerIds: Record<PaymentMethodCode, string> = {
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
