import { builder, DateTime, FieldErrorRef, roles } from '../../graphql/admin/builder'
import { actorOf, type AdminContext } from '../../graphql/admin/context'
import { orderStatus } from '../../db/schema'
import type { FieldError, Outcome } from '../../field-error'
import { localize } from '../catalog/catalog.views'
import { addressView } from '../cart/cart.views'
import { carriers, isCarrierId, trackingUrl } from './carriers'
import { orderForStaff, searchOrders, type CreditedAmbassador } from './order-admin-queries'
import { canTransition } from './order-state'
import { createOrderStaffActions } from './order-staff-actions'
import type { OrderNoteRecord } from './order-notes'
import type { RefundOnOrder } from './order-refund-queries'
import type { OrderLineRecord, OrderRecord, OrderStatusEventRecord } from './orders.service'

const OrderStatusEnum = builder.enumType('OrderStatus', { values: orderStatus.enumValues })
const OrderSortEnum = builder.enumType('OrderSort', {
  values: ['NEWEST', 'OLDEST', 'TOTAL_HIGHEST'] as const,
})

export type StaffOrder = OrderRecord & {
  lines?: StaffOrderLine[]
  events?: OrderStatusEventRecord[]
  ambassador?: CreditedAmbassador | null
  refunds?: RefundOnOrder[]
  notes?: OrderNoteRecord[]
}
export type StaffOrderLine = OrderLineRecord & { refundedQuantity?: number }

const AddressRef = builder.objectRef<ReturnType<typeof addressView>>('OrderAddress').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    line1: t.exposeString('line1'),
    line2: t.exposeString('line2', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    countryName: t.exposeString('countryName'),
    phone: t.exposeString('phone', { nullable: true }),
  }),
})

export const LineRef = builder.objectRef<StaffOrderLine>('StaffOrderLine').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    productName: t.string({ resolve: (line, _a, c) => localize(line.productName, c.locale) }),
    variantTitle: t.string({ resolve: (line, _a, c) => localize(line.variantTitle, c.locale) }),
    quantity: t.exposeInt('quantity'),
    unitPriceCents: t.exposeInt('unitPriceCents'),
    totalCents: t.int({ resolve: (line) => line.unitPriceCents * line.quantity }),
  }),
})

const StatusEventRef = builder.objectRef<OrderStatusEventRecord>('OrderStatusEvent').implement({
  fields: (t) => ({
    from: t.field({ type: OrderStatusEnum, nullable: true, resolve: (e) => e.fromStatus }),
    to: t.field({ type: OrderStatusEnum, resolve: (e) => e.toStatus }),
    actor: t.exposeString('actor', { description: '`checkout`, `back-office`, `admin-cli`…' }),
    note: t.exposeString('note', { nullable: true }),
    at: t.expose('createdAt', { type: DateTime }),
  }),
})

const AmbassadorRef = builder.objectRef<CreditedAmbassador>('CreditedAmbassador').implement({
  description: 'The ambassador an order is attributed to.',
  fields: (t) => ({
    id: t.exposeID('userId'),
    code: t.exposeString('code'),
    displayName: t.exposeString('displayName'),
    source: t.exposeString('source', { description: 'The attribution rule: code, referral…' }),
  }),
})

export const StaffOrderRef = builder.objectRef<StaffOrder>('StaffOrder').implement({
  description: 'An order as the staff see it.',
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => order.status }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    updatedAt: t.expose('updatedAt', { type: DateTime }),
    email: t.exposeString('email'),
    locale: t.exposeString('locale', { description: 'The language of the buyer’s e-mails.' }),
    customerName: t.string({
      resolve: (order) => `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`,
    }),
    totalCents: t.exposeInt('totalCents'),
    subtotalCents: t.exposeInt('subtotalCents'),
    discountCents: t.exposeInt('discountCents'),
    shippingCents: t.exposeInt('shippingCents'),
    vatCents: t.exposeInt('vatCents'),
    currency: t.exposeString('currency'),
    code: t.exposeString('code', { nullable: true }),
    paymentMethod: t.exposeString('paymentMethod', { description: '`stripe`, `bank-transfer`…' }),
    cardBrand: t.exposeString('paymentCardBrand', { nullable: true }),
    cardLast4: t.exposeString('paymentCardLast4', { nullable: true }),
    paymentReference: t.exposeString('paymentReference', { nullable: true }),
    paymentStatus: t.string({
      nullable: true,
      description: 'The Stripe PaymentIntent’s status, for an order paid through Stripe.',
      resolve: (order, _args, context) => context.services.orderPayments.paymentStatus(order),
    }),
    shippingMethodName: t.string({
      resolve: (order, _a, c) => localize(order.shippingMethodName, c.locale),
    }),
    shippingAddress: t.field({
      type: AddressRef,
      resolve: (order, _a, c) => addressView(order.shippingAddress, c.locale),
    }),
    carrier: t.string({
      nullable: true,
      resolve: (order) => (isCarrierId(order.carrier) ? carriers[order.carrier].name : null),
    }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    trackingUrl: t.string({
      nullable: true,
      resolve: (order) => trackingUrl(order.carrier, order.trackingNumber),
    }),
    lines: t.field({ type: [LineRef], resolve: (order) => order.lines ?? [] }),
    statusHistory: t.field({ type: [StatusEventRef], resolve: (order) => order.events ?? [] }),
    ambassador: t.field({
      type: AmbassadorRef,
      nullable: true,
      resolve: (order) => order.ambassador ?? null,
    }),
    canMarkFulfilled: t.boolean({ resolve: (order) => order.status === 'PAID' }),
    canShip: t.boolean({ resolve: (order) => order.status === 'FULFILLED' }),
    canMarkDelivered: t.boolean({ resolve: (order) => order.status === 'SHIPPED' }),
    canCancel: t.boolean({ resolve: (order) => canTransition(order.status, 'CANCELLED') }),
  }),
})

const OrderPageRef = builder
  .objectRef<{ orders: StaffOrder[]; total: number; page: number; pageSize: number }>(
    'StaffOrderPage',
  )
  .implement({
    fields: (t) => ({
      orders: t.expose('orders', { type: [StaffOrderRef] }),
      total: t.exposeInt('total', { description: 'How many orders match the filters.' }),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  })

const OrderFilter = builder.inputType('StaffOrderFilter', {
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum }),
    since: t.field({ type: DateTime, description: 'Placed from this instant on.' }),
    until: t.field({ type: DateTime, description: 'Placed before this instant.' }),
    paymentMethod: t.string({ description: '`stripe`, `bank-transfer`, `test-card`.' }),
    search: t.string({ description: 'Part of the number, the e-mail address or the name.' }),
    ambassadorCode: t.string({ description: 'The code of the ambassador the orders credit.' }),
  }),
})

interface OrderPayload {
  order: StaffOrder | null
  errors: FieldError[]
}

export const OrderPayloadRef = builder.objectRef<OrderPayload>('StaffOrderPayload').implement({
  fields: (t) => ({
    order: t.expose('order', { type: StaffOrderRef, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const OrderNumberInput = builder.inputType('OrderNumberInput', {
  fields: (t) => ({ number: t.string({ required: true }) }),
})
const CancelOrderInput = builder.inputType('CancelOrderInput', {
  fields: (t) => ({ number: t.string({ required: true }), note: t.string() }),
})
const ShipOrderInput = builder.inputType('ShipOrderInput', {
  fields: (t) => ({
    number: t.string({ required: true }),
    carrier: t.string({ required: true, description: 'colissimo, chronopost, mondial_relay…' }),
    trackingNumber: t.string({ required: true }),
  }),
})

export async function payloadOf(outcome: Outcome<{ number: string }>, context: AdminContext) {
  if (!outcome.ok) return { order: null, errors: outcome.errors }
  return { order: await orderForStaff(context.services.db, outcome.value.number), errors: [] }
}

const actionsOf = (context: AdminContext) => createOrderStaffActions(context.services)
export const staffContext = async (context: AdminContext) => ({
  actor: await actorOf(context),
  locale: context.locale,
})

builder.queryFields((t) => ({
  orders: t.field({
    type: OrderPageRef,
    authScopes: { role: roles.ordersView },
    description: 'The orders matching the filters, newest first unless sorted otherwise.',
    args: {
      filter: t.arg({ type: OrderFilter }),
      sort: t.arg({ type: OrderSortEnum }),
      page: t.arg.int({ description: 'From 1 (default 1).' }),
      pageSize: t.arg.int({ description: 'At most 100 (default 25).' }),
    },
    resolve: (_root, { filter, sort, page, pageSize }, context) =>
      searchOrders(context.services.db, {
        ...filter,
        sort: sort ?? null,
        page: Math.max(page ?? 1, 1),
        pageSize: Math.min(Math.max(pageSize ?? 25, 1), 100),
      }),
  }),
  order: t.field({
    type: StaffOrderRef,
    nullable: true,
    authScopes: { role: roles.ordersView },
    args: { number: t.arg.string({ required: true }) },
    resolve: (_root, { number }, context) => orderForStaff(context.services.db, number),
  }),
}))

builder.mutationFields((t) => ({
  markOrderFulfilled: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description: 'A paid order is being prepared.',
    args: { input: t.arg({ type: OrderNumberInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      payloadOf(
        await actionsOf(context).markFulfilled(input.number, await staffContext(context)),
        context,
      ),
  }),
  shipOrder: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description: 'Ships an order being prepared; its buyer is e-mailed the tracking link.',
    args: { input: t.arg({ type: ShipOrderInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      payloadOf(await actionsOf(context).ship(input, await staffContext(context)), context),
  }),
  markOrderDelivered: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description:
      'A shipped order reached its buyer: its return window and its commission’s hold start.',
    args: { input: t.arg({ type: OrderNumberInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      payloadOf(
        await actionsOf(context).markDelivered(input.number, await staffContext(context)),
        context,
      ),
  }),
  cancelOrder: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description:
      'Cancels an unpaid order, or a paid one not yet shipped; its units go back in stock.',
    args: { input: t.arg({ type: CancelOrderInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      payloadOf(
        await actionsOf(context).cancel(
          input.number,
          input.note ?? null,
          await staffContext(context),
        ),
        context,
      ),
  }),
}))
