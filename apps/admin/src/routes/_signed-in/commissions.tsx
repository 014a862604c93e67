import { createFileRoute } from '@tanstack/react-router'

import { CommissionsPage } from '../../features/commissions/commissions-page'
import { validateCommissionsSearch } from '../../features/commissions/commissions-search'

export const Route = createFileRoute('/_signed-in/commissions')({
  validateSearch: validateCommissionsSearch,
  component: function Commissions() {
    const navigate = Route.useNavigate()
    return (
      <CommissionsPage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    )
  },
})
