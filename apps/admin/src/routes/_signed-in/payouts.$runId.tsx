import { createFileRoute } from '@tanstack/react-router'

import { PayoutRunPage } from '../../features/payouts/payout-run-page'

export const Route = createFileRoute('/_signed-in/payouts/$runId')({
  component: function PayoutRun() {
    const { runId } = Route.useParams()
    return <PayoutRunPage runId={runId} />
  },
})
