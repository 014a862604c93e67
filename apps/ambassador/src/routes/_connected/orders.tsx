import { createFileRoute } from '@tanstack/react-router'

import { OrdersPage } from '../../features/orders/orders-page'

export const Route = createFileRoute('/_connected/orders')({
  validateSearch: (search: Record<string, unknown>): { after?: string; number?: string } => ({
    ...(typeof search.after === 'string' ? { after: search.after } : {}),
    ...(typeof search.number === 'string' ? { number: search.number } : {}),
  }),
  component: function Orders() {
    const { after, number } = Route.useSearch()
    return <OrdersPage after={after} number={number} />
  },
})
