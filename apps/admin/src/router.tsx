import type { GqlClients } from '@comptoir/gql-client/clients'
import { createRouter } from '@tanstack/react-router'

import { routeTree } from './routeTree.gen'

/** What every route can read from the router context. */
export interface BackOfficeRouterContext {
  clients: GqlClients
}

/** The back office's router: code-split file routes, intent preloading, scroll restoration. */
export function createBackOfficeRouter(context: BackOfficeRouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createBackOfficeRouter>
  }
}
