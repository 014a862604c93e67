import { createRouteGuards } from '@comptoir/app-shell/guards'

import type { BackOfficeRouterContext } from './router'

/**
 * The back office's route middlewares (SPEC §2): `auth` guards the signed-in area (admin scope)
 * and sends a visitor to sign in and back; `not-connected` guards the sign-in page.
 */
export const { guards } = createRouteGuards<BackOfficeRouterContext>({
  isSignedIn: (context) => context.clients.isSignedIn('admin'),
  signInPath: '/sign-in',
  signedInPath: '/',
})
