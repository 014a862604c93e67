import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { privatePageHead } from '../features/seo/route-head'
import { StopAlertsPage } from '../features/stock-alerts/stop-alerts-page'

interface StockAlertsSearch {
  token?: string
}

export const Route = createFileRoute('/stock-alerts')({
  validateSearch: (search: Record<string, unknown>): StockAlertsSearch =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Back-in-stock alerts`)),
  component: StockAlertsRoute,
})

function StockAlertsRoute() {
  const { token } = Route.useSearch()
  return <StopAlertsPage token={token ?? null} />
}
