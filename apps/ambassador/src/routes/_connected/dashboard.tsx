import { createFileRoute } from '@tanstack/react-router'

import { DashboardPage } from '../../features/dashboard/dashboard-page'
import { periods, type Period } from '../../features/dashboard/periods'

export const Route = createFileRoute('/_connected/dashboard')({
  validateSearch: (search: Record<string, unknown>): { period?: Period } =>
    periods.includes(search.period as Period) ? { period: search.period as Period } : {},
  component: function Dashboard() {
    const { period } = Route.useSearch()
    return <DashboardPage period={period ?? 'LAST_30_DAYS'} />
  },
})
