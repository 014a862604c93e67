import { createRouteGuards } from '@comptoir/app-shell/guards'

import type { PortalRouterContext } from './router'

/**
 * The portal's route middlewares (SPEC §2): `auth` guards the connected area (ambassador scope)
 * and sends a visitor to sign in and back; `not-connected` guards the public area and sends a
 * signed-in ambassador to the dashboard.
 */
export const { guards } = createRouteGuards<PortalRouterContext>({
  isSignedIn: (context) => context.clients.isSignedIn('ambassador'),
  signInPath: '/login',
  signedInPath: '/dashboard',
})
