import { createFileRoute } from '@tanstack/react-router'

import { AmbassadorPage } from '../../features/ambassadors/ambassador-page'

export const Route = createFileRoute('/_signed-in/ambassadors/$ambassadorId')({
  component: function Ambassador() {
    const { ambassadorId } = Route.useParams()
    return <AmbassadorPage ambassadorId={ambassadorId} />
  },
})
