import { createFileRoute, Outlet } from '@tanstack/react-router'

import { LiveEventsProvider } from '../features/live/live-events'
import { guards } from '../guards'
import { SignedInLayout } from '../layouts/signed-in-layout'

/** The signed-in area: a staff member is required; its screens hear changes live. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: guards('auth'),
  component: () => (
    <LiveEventsProvider>
      <SignedInLayout>
        <Outlet />
      </SignedInLayout>
    </LiveEventsProvider>
  ),
})
