import { createFileRoute, Outlet } from '@tanstack/react-router'

import { guards } from '../guards'
import { PublicLayout } from '../layouts/public-layout'

/** The sign-in page: only for visitors who are not signed in. */
export const Route = createFileRoute('/_public')({
  beforeLoad: guards('not-connected'),
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
})
