import { createFileRoute } from '@tanstack/react-router'

import { ApplyPage } from '../../features/apply/apply-page'
import { loadRouteCatalogues } from '../../catalogues'

export const Route = createFileRoute('/_public/apply')({
  staticData: { catalogues: ['apply', 'forms', 'pages'] },
  loader: loadRouteCatalogues,
  component: ApplyPage,
})
