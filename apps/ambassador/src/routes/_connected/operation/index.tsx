import { createFileRoute } from '@tanstack/react-router'

import { OperationRoom } from '../../../features/operations/operation-room'

export const Route = createFileRoute('/_connected/operation/')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({
    id: typeof search.id === 'string' ? search.id : '',
  }),
  component: function Operation() {
    const { id } = Route.useSearch()
    return <OperationRoom key={id} id={id} />
  },
})
