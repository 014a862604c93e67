import { createFileRoute } from '@tanstack/react-router'

import { OrderPage } from '../../features/orders/order-page'

export const Route = createFileRoute('/_signed-in/orders/$number')({
  component: function Order() {
    return <OrderPage number={Route.useParams().number} />
  },
})
