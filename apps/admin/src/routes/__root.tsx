import { RouteError, RouteNotFound } from '@comptoir/app-shell/error-views'
import {
  createRootRouteWithContext,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router'

import { useAdminName } from '../components/admin-name'
import { PublicLayout } from '../layouts/public-layout'
import type { BackOfficeRouterContext } from '../router'

export const Route = createRootRouteWithContext<BackOfficeRouterContext>()({
  component: Outlet,
  notFoundComponent: PageNotFound,
  errorComponent: PageError,
})

function PageNotFound() {
  const site = useAdminName()
  return (
    <PublicLayout>
      <RouteNotFound site={site} />
    </PublicLayout>
  )
}

function PageError({ error }: ErrorComponentProps) {
  const site = useAdminName()
  return (
    <PublicLayout>
      <RouteError error={error} site={site} />
    </PublicLayout>
  )
}
