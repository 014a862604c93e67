import type { GqlClients, SSRData } from '@comptoir/gql-client/clients'
import type { Locale } from '@comptoir/i18n/locales'
import type { I18n, Messages } from '@lingui/core'
import { createRouter } from '@tanstack/react-router'

import { routeTree } from './routeTree.gen'
import { parseShopSearch, stringifyShopSearch } from './search-params'
import type { ShopSite } from './site'

/** What every route can read from the router context. */
export interface ShopRouterContext {
  clients: GqlClients
  /** The Lingui instance of this render (one per request on the server). */
  i18n: I18n
  /** The public origin; a hydrating page takes the server's. */
  site: ShopSite
  /**
   * True when the root route renders the whole document (a server render and its hydration),
   * false in the client shell, where the app renders into `#app`.
   */
  renderDocument: boolean
  /** The language and catalogues a server render used, so the first render needs no load. */
  initialLanguage?: { locale: Locale; messages: Messages }
}

/** How the router hands urql's results from the server render to the hydrating page. */
export interface ShopRouterHydration {
  /** Server: the results recorded so far. */
  extract?: () => SSRData
  /** Browser: receives the server's results. */
  restore?: (data: SSRData) => void
  /** The nonce of the page's inline scripts (Content-Security-Policy). */
  nonce?: string
}

interface DehydratedShop {
  /** urql's results as JSON (they carry error objects the router's serializer need not know). */
  urql: string
  origin: string
}

/**
 * The shop's router: code-split file routes, intent preloading, scroll restoration, plain query
 * strings.
 */
export function createShopRouter(context: ShopRouterContext, hydration: ShopRouterHydration = {}) {
  // A server-rendered page was scrolled by its inline script before paint, and the visitor may
  // have scrolled on while it hydrated: the render that hydrates it leaves the scroll alone.
  let hydrating = context.renderDocument && typeof document !== 'undefined'
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: () => {
      const restore = !hydrating
      hydrating = false
      return restore
    },
    parseSearch: parseShopSearch,
    stringifySearch: stringifyShopSearch,
    ...(hydration.nonce ? { ssr: { nonce: hydration.nonce } } : {}),
    dehydrate: (): DehydratedShop => ({
      urql: JSON.stringify(hydration.extract?.() ?? {}),
      origin: context.site.origin,
    }),
    hydrate: (data: DehydratedShop) => {
      hydration.restore?.(JSON.parse(data.urql) as SSRData)
      context.site.origin = data.origin
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createShopRouter>
  }
}
