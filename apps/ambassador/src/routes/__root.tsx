import { RouteError, RouteNotFound } from '@comptoir/app-shell/error-views'
import {
  createRootRouteWithContext,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router'

import { PublicLayout } from '../layouts/public-layout'
import { usePortalName } from '../components/portal-name'
import type { PortalRouterContext } from '../router'

export const Route = createRootRouteWithContext<PortalRouterContext>()({
  component: Outlet,
  notFoundComponent: PageNotFound,
  errorComponent: PageError,
})

function PageNotFound() {
  const site = usePortalName()
  return (
    <PublicLayout>
      <RouteNotFound site={site} />
    </PublicLayout>
  )
}

function PageError({ error }: ErrorComponentProps) {
  const site = usePortalName()
  return (
    <PublicLayout>
      <RouteError error={error} site={site} />
    </PublicLayout>
  )
}
