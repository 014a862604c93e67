import type { GqlClients } from '@comptoir/gql-client/clients'
import { createRouter, type RouterHistory } from '@tanstack/react-router'

import { routeTree } from './routeTree.gen'

/** What every route can read from the router context. */
export interface PortalRouterContext {
  clients: GqlClients
}

/** What the build's pre-render changes: a memory history holding its page, no scroll script. */
export interface PortalRouterOptions {
  history?: RouterHistory
  scrollRestoration?: boolean
}

/** The portal's router: code-split file routes, intent preloading, scroll restoration. */
export function createPortalRouter(
  context: PortalRouterContext,
  options: PortalRouterOptions = {},
) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...options,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
}
