import { RouteError, RouteNotFound } from '@comptoir/app-shell/error-views'
import {
  createRootRouteWithContext,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router'

import { PublicLayout } from '../features/shell/public-layout'
import type { PortalRouterContext } from '../router'

export const Route = createRootRouteWithContext<PortalRouterContext>()({
  component: Outlet,
  notFoundComponent: PageNotFound,
  errorComponent: PageError,
})

function PageNotFound() {
  return (
    <PublicLayout>
      <RouteNotFound site="Comptoir Ambassadors" />
    </PublicLayout>
  )
}

function PageError({ error }: ErrorComponentProps) {
  return (
    <PublicLayout>
      <RouteError error={error} site="Comptoir Ambassadors" />
    </PublicLayout>
  )
}
