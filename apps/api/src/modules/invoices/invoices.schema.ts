import { builder } from '../../graphql/public/builder'
import { OrderRef } from '../orders/orders.schema'

builder.objectField(OrderRef, 'invoiceNumber', (t) =>
  t.loadable({
    type: 'String',
    nullable: true,
    description:
      'The number of the order’s invoice (F-2026-000001), given when it is paid; null before. Its PDF is at /gql/public/orders/{number}/invoice, under the same access as the order.',
    load: async (numbers: string[], context) => {
      const found = await context.services.invoices.numbers(numbers)
      return numbers.map((number) => found.get(number) ?? null)
    },
    resolve: (order) => order.number,
  }),
)
