import { createFileRoute } from '@tanstack/react-router'

import { EditOperationPage } from '../../../features/operations/operation-editor-pages'

export const Route = createFileRoute('/_connected/operation/edit')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({
    id: typeof search.id === 'string' ? search.id : '',
  }),
  component: function EditOperation() {
    const { id } = Route.useSearch()
    return <EditOperationPage key={id} id={id} />
  },
})
