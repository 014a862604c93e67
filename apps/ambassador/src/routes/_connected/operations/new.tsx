import { createFileRoute } from '@tanstack/react-router'

import { NewOperationPage } from '../../../features/operations/operation-editor-pages'
import { loadRouteCatalogues } from '../../../catalogues'

export const Route = createFileRoute('/_connected/operations/new')({
  staticData: { catalogues: ['forms', 'operations', 'orders', 'pages'] },
  loader: loadRouteCatalogues,
  component: NewOperationPage,
})
