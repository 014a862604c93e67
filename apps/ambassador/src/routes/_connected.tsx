import { createFileRoute, Outlet } from '@tanstack/react-router'

import { ConnectedLayout } from '../features/shell/connected-layout'
import { guards } from '../guards'
import { loadRouteCatalogues } from '../catalogues'

/** The connected area: a signed-in ambassador is required. */
export const Route = createFileRoute('/_connected')({
  staticData: { catalogues: ['notifications', 'session'] },
  loader: loadRouteCatalogues,
  beforeLoad: guards('auth'),
  component: () => (
    <ConnectedLayout>
      <Outlet />
    </ConnectedLayout>
  ),
})
