import { builder, DateTime } from '../../graphql/admin/builder'
import { StaffOrderRef, type StaffOrder } from '../orders/orders-admin.schema'
import type { OrderRequestRecord } from './order-requests.service'

const KindEnum = builder.enumType('OrderRequestKind', { values: ['CANCEL', 'RETURN'] as const })

const StaffOrderRequestRef = builder.objectRef<OrderRequestRecord>('StaffOrderRequest').implement({
  description: 'The buyer asking to cancel or to return the order, from its page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: KindEnum, resolve: (request) => request.kind }),
    reason: t.exposeString('reason'),
    at: t.expose('createdAt', { type: DateTime }),
  }),
})

builder.objectField(StaffOrderRef, 'requests', (t) =>
  t.loadableList({
    type: StaffOrderRequestRef,
    description:
      'What the buyer asked for, oldest first. The staff answer with the order’s own actions (cancel, refund).',
    load: async (numbers: string[], context) => {
      const found = await context.services.orderRequests.ofOrders(numbers)
      return numbers.map((number) => found.get(number) ?? [])
    },
    resolve: (order: StaffOrder) => order.number,
  }),
)
