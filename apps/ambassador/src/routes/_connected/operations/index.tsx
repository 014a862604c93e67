import { createFileRoute } from '@tanstack/react-router'

import { OperationsPage } from '../../../features/operations/operations-page'

export const Route = createFileRoute('/_connected/operations/')({
  validateSearch: (search: Record<string, unknown>): { after?: string } =>
    typeof search.after === 'string' ? { after: search.after } : {},
  component: function Operations() {
    const { after } = Route.useSearch()
    return <OperationsPage after={after} />
  },
})
