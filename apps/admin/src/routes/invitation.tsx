import { createFileRoute } from '@tanstack/react-router'

import { InvitationPage } from '../features/invitation/invitation-page'
import { PublicLayout } from '../layouts/public-layout'

export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function Invitation() {
    const { token } = Route.useSearch()
    return (
      <PublicLayout>
        <InvitationPage token={token} />
      </PublicLayout>
    )
  },
})
