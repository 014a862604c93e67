import { createFileRoute } from '@tanstack/react-router'

import { OrdersPage } from '../../features/orders/orders-page'
import { validateOrdersSearch } from '../../features/orders/orders-search'

export const Route = createFileRoute('/_connected/orders')({
  validateSearch: validateOrdersSearch,
  component: function Orders() {
    return <OrdersPage search={Route.useSearch()} />
  },
})
