import { createFileRoute } from '@tanstack/react-router'

import { AmbassadorsPage } from '../../features/ambassadors/ambassadors-page'
import { validateAmbassadorsSearch } from '../../features/ambassadors/ambassadors-search'

export const Route = createFileRoute('/_signed-in/ambassadors/')({
  validateSearch: validateAmbassadorsSearch,
  component: function Ambassadors() {
    const navigate = Route.useNavigate()
    return (
      <AmbassadorsPage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    )
  },
})
