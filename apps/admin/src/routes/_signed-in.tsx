import { createFileRoute, Outlet } from '@tanstack/react-router'

import { guards } from '../guards'
import { SignedInLayout } from '../layouts/signed-in-layout'

/** The signed-in area: a staff member is required. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: guards('auth'),
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
})
