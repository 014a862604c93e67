import type { GqlClients } from '@comptoir/gql-client/clients'
import { createRouter } from '@tanstack/react-router'

import { routeTree } from './routeTree.gen'

/** What every route can read from the router context. */
export interface PortalRouterContext {
  clients: GqlClients
}

/** The portal's router: code-split file routes, intent preloading, scroll restoration. */
export function createPortalRouter(context: PortalRouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
}
