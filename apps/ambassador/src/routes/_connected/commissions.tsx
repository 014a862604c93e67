import { createFileRoute } from '@tanstack/react-router'

import { commissionStatuses } from '../../features/commissions/commission-statuses'
import { CommissionsPage } from '../../features/commissions/commissions-page'
import type { CommissionStatus } from '../../features/commissions/commission-chip'

interface CommissionsSearch {
  status?: CommissionStatus
  after?: string
}

export const Route = createFileRoute('/_connected/commissions')({
  validateSearch: (search: Record<string, unknown>): CommissionsSearch => ({
    ...(commissionStatuses.includes(search.status as CommissionStatus) && {
      status: search.status as CommissionStatus,
    }),
    ...(typeof search.after === 'string' && { after: search.after }),
  }),
  component: function Commissions() {
    const { status, after } = Route.useSearch()
    return <CommissionsPage status={status} after={after} />
  },
})
