import { createFileRoute } from '@tanstack/react-router'

import { LandingPage } from '../../features/landing/landing-page'
import { loadRouteCatalogues } from '../../catalogues'

export const Route = createFileRoute('/_public/')({
  staticData: { catalogues: ['landing', 'pages'] },
  loader: loadRouteCatalogues,
  component: LandingPage,
})
