import { createFileRoute } from '@tanstack/react-router'

import { OrdersPage } from '../../features/orders/orders-page'
import { validateOrdersSearch } from '../../features/orders/orders-search'

export const Route = createFileRoute('/_signed-in/orders/')({
  validateSearch: validateOrdersSearch,
  component: function Orders() {
    const navigate = Route.useNavigate()
    return (
      <OrdersPage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    )
  },
})
