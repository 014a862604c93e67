import { createFileRoute, Outlet } from '@tanstack/react-router'

import { ConnectedLayout } from '../layouts/connected-layout'
import { guards } from '../guards'

/** The connected area: a signed-in ambassador is required. */
export const Route = createFileRoute('/_connected')({
  beforeLoad: guards('auth'),
  component: () => (
    <ConnectedLayout>
      <Outlet />
    </ConnectedLayout>
  ),
})
