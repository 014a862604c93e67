import { createRouteGuards } from '@comptoir/app-shell/guards'

import type { ShopRouterContext } from './router'

/**
 * The shop's route middlewares (SPEC §2): `auth` sends a visitor to sign in and back, and
 * `not-connected` sends a signed-in shopper to their account; both read the public scope.
 */
export const { guards } = createRouteGuards<Pick<ShopRouterContext, 'clients'>>({
  isSignedIn: (context) => context.clients.isSignedIn('public'),
  signInPath: '/login',
  signedInPath: '/settings',
})
