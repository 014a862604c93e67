import { createFileRoute } from '@tanstack/react-router'

import { PayoutsPage } from '../../features/payouts/payouts-page'
import { loadRouteCatalogues } from '../../catalogues'

export const Route = createFileRoute('/_connected/payouts')({
  staticData: { catalogues: ['exports', 'pages', 'payouts'] },
  loader: loadRouteCatalogues,
  component: PayoutsPage,
})
