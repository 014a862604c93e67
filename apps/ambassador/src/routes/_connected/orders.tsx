import { createFileRoute } from '@tanstack/react-router'

import { OrdersPage } from '../../features/orders/orders-page'

export const Route = createFileRoute('/_connected/orders')({
  validateSearch: (search: Record<string, unknown>): { after?: string } =>
    typeof search.after === 'string' ? { after: search.after } : {},
  component: function Orders() {
    const { after } = Route.useSearch()
    return <OrdersPage after={after} />
  },
})
