import { createFileRoute, Outlet } from '@tanstack/react-router'

import { PublicLayout } from '../layouts/public-layout'
import { guards } from '../guards'

/** The public area: only for visitors who are not signed in as an ambassador. */
export const Route = createFileRoute('/_public')({
  beforeLoad: guards('not-connected'),
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
})
