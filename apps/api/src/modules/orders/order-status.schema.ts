import { builder, DateTime } from '../../graphql/public/builder'
import type { OrderStatusChangedEvent } from '../../pubsub/topics'
import { isOrderStatus, type OrderStatus } from './order-state'
import type { OrderView } from './orders.views'
import { notFound, OrderRef, OrderStatusEnum, view, visibleOrder } from './orders.schema'

interface StatusChangedPayload {
  status: OrderStatus
  previousStatus: OrderStatus | null
  changedAt: Date
  order: OrderView
}

const OrderStatusChangedRef = builder
  .objectRef<StatusChangedPayload>('OrderStatusChanged')
  .implement({
    fields: (t) => ({
      status: t.expose('status', { type: OrderStatusEnum }),
      previousStatus: t.expose('previousStatus', { type: OrderStatusEnum, nullable: true }),
      changedAt: t.expose('changedAt', { type: DateTime }),
      order: t.expose('order', { type: OrderRef }),
    }),
  })

builder.subscriptionField('orderStatusChanged', (t) =>
  t.field({
    type: OrderStatusChangedRef,
    description:
      'Each change of state of an order the caller may see (its customer, or with its access token). NOT_FOUND otherwise.',
    args: {
      number: t.arg.string({ required: true }),
      accessToken: t.arg.string(),
    },
    subscribe: async (_root, args, context) => {
      const details = await visibleOrder(context, args.number, args.accessToken)
      if (!details) throw notFound()
      return context.services.pubsub.subscribe('orderStatusChanged', details.order.number)
    },
    resolve: async (event: OrderStatusChangedEvent, args, context) => {
      const details = await visibleOrder(context, event.orderNumber, args.accessToken)
      if (!details || !isOrderStatus(event.status)) throw notFound()
      return {
        status: event.status,
        previousStatus: isOrderStatus(event.previousStatus) ? event.previousStatus : null,
        changedAt: new Date(event.changedAt),
        order: view(details, context, context.locale),
      }
    },
  }),
)
