import { createFileRoute } from '@tanstack/react-router'

import { EditOperationPage } from '../../../features/operations/operation-editor-pages'
import { loadRouteCatalogues } from '../../../catalogues'

export const Route = createFileRoute('/_connected/operation/edit')({
  staticData: { catalogues: ['forms', 'operations', 'orders', 'pages'] },
  loader: loadRouteCatalogues,
  validateSearch: (search: Record<string, unknown>): { id: string } => ({
    id: typeof search.id === 'string' ? search.id : '',
  }),
  component: function EditOperation() {
    const { id } = Route.useSearch()
    return <EditOperationPage key={id} id={id} />
  },
})
