import type { FieldError } from '../../field-error'
import { builder, DateTime, FieldErrorRef } from '../../graphql/public/builder'
import { OrderRef, view } from '../orders/orders.schema'
import type { OrderView } from '../orders/orders.views'
import type { OrderRequestRecord } from './order-requests.service'
import {
  deliveredAt,
  requestsAvailable,
  returnableUntil,
  returnWindowDays,
  type OrderRequestKind,
} from './order-request-rules'

export const OrderRequestKindEnum = builder.enumType('OrderRequestKind', {
  values: {
    CANCEL: { description: 'Cancel an order that has not left the workshop.' },
    RETURN: { description: `Return a delivered order, within ${String(returnWindowDays)} days.` },
  } as const,
})

const OrderRequestRef = builder.objectRef<OrderRequestRecord>('OrderRequest').implement({
  description: 'A request the buyer made from the order page; the shop answers by e-mail.',
  fields: (t) => ({
    kind: t.field({ type: OrderRequestKindEnum, resolve: (request) => request.kind }),
    reason: t.exposeString('reason'),
    at: t.expose('createdAt', { type: DateTime }),
  }),
})

interface OrderRequestsView {
  made: OrderRequestRecord[]
  available: OrderRequestKind[]
  returnableUntil: Date | null
}

const OrderRequestsRef = builder.objectRef<OrderRequestsView>('OrderRequests').implement({
  fields: (t) => ({
    made: t.expose('made', { type: [OrderRequestRef], description: 'Oldest first.' }),
    available: t.expose('available', {
      type: [OrderRequestKindEnum],
      description: 'What the buyer may ask for now: each kind once, while the order allows it.',
    }),
    returnableUntil: t.expose('returnableUntil', {
      type: DateTime,
      nullable: true,
      description: 'The end of the return window of a delivered order; null otherwise.',
    }),
  }),
})

builder.objectField(OrderRef, 'requests', (t) =>
  t.loadable({
    type: OrderRequestsRef,
    description: 'The cancellation and return requests of the order, and those it allows now.',
    // Keyed by the order itself (its number for the cache): its status decides what is available.
    loaderOptions: { cacheKeyFn: (order: OrderView) => order.number },
    load: async (views: OrderView[], context) => {
      const found = await context.services.orderRequests.ofOrders(
        views.map((order) => order.number),
      )
      const now = new Date()
      return views.map((order) => {
        const made = found.get(order.number) ?? []
        const delivered = deliveredAt(order.statusHistory)
        return {
          made,
          available: requestsAvailable(
            order.status,
            delivered,
            made.map((request) => request.kind),
            now,
          ),
          returnableUntil: returnableUntil(order.status, delivered),
        }
      })
    },
    resolve: (order) => order,
  }),
)

const OrderRequestInput = builder.inputType('OrderRequestInput', {
  fields: (t) => ({
    number: t.string({ required: true }),
    accessToken: t.string({ description: 'For a guest: the token of the order’s e-mailed link.' }),
    kind: t.field({ type: OrderRequestKindEnum, required: true }),
    reason: t.string({ required: true }),
  }),
})

const OrderRequestPayloadRef = builder
  .objectRef<{ order: OrderView | null; errors: FieldError[] }>('OrderRequestPayload')
  .implement({
    fields: (t) => ({
      order: t.expose('order', { type: OrderRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.mutationFields((t) => ({
  requestOrderChange: t.field({
    type: OrderRequestPayloadRef,
    description:
      'Asks the shop, from the order page, to cancel an order not yet shipped or to return a delivered one within the return window. Its customer or the holder of its access token only; once per kind (asking again changes nothing). The shop receives it by e-mail and the buyer an acknowledgement.',
    args: { input: t.arg({ type: OrderRequestInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await context.viewer()
      const outcome = await context.services.orderRequests.request(
        { number: input.number, kind: input.kind, reason: input.reason },
        { userId: viewer?.user.id ?? null, accessToken: input.accessToken },
        context.locale,
      )
      if (!outcome.ok) return { order: null, errors: outcome.errors }
      return { order: view(outcome.value, context, context.locale), errors: [] }
    },
  }),
}))
