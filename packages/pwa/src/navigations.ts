import type { VitePWAOptions } from 'vite-plugin-pwa'

type WorkboxOptions = NonNullable<VitePWAOptions['workbox']>
type RuntimeCaching = NonNullable<WorkboxOptions['runtimeCaching']>[number]

const day = 24 * 60 * 60

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A path with any query, as the navigation fallback tests it (`/products?page=2`). */
export function pathsPattern(paths: readonly string[]): RegExp {
  return new RegExp(`^(?:${paths.map(escapeRegExp).join('|')})(?:\\?.*)?$`)
}

/** The same, as runtime caching tests a whole address (`https://shop.test/products?page=2`). */
export function addressesPattern(paths: readonly string[]): RegExp {
  return new RegExp(`^https?://[^/]+(?:${paths.map(escapeRegExp).join('|')})(?:\\?.*)?$`)
}

function segmentPattern(segment: string, last: boolean): string {
  if (last && (segment === '$' || segment === '*')) return '(?:/.*)?'
  if ((segment.startsWith('$') && segment.length > 1) || segment.startsWith(':')) return '/[^/?]+'
  return `/${escapeRegExp(segment)}`
}

/**
 * The paths of an app's routes, as the navigation fallback tests them (path and query):
 * literal segments, parameters (`$id` or `:id`) matching one segment, a final splat (`$` or `*`)
 * matching the rest; a trailing slash and any query are allowed (`/operations/$id` matches
 * `/operations/42/?tab=orders`, not `/operations` nor `/operations/42/x`).
 */
export function routesPattern(routes: readonly string[]): RegExp {
  const alternatives = routes.map((route) => {
    const segments = route.split('/').filter((segment) => segment !== '')
    return segments
      .map((segment, index) => segmentPattern(segment, index === segments.length - 1))
      .join('')
  })
  return new RegExp(`^(?:${alternatives.join('|')})/?(?:\\?.*)?$`)
}

/**
 * Server-rendered pages: network first; offline, the copy kept from the last visit, else the
 * precached app shell, which renders the page on the client.
 */
export function serverRenderedPages(paths: readonly string[]): RuntimeCaching {
  return {
    urlPattern: addressesPattern(paths),
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: 'comptoir-pages',
      expiration: { maxEntries: 50, maxAgeSeconds: 7 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      precacheFallback: { fallbackURL: 'index.html' },
    },
  }
}

/**
 * Whether the worker sends a request to the network as a navigation: a page the visitor opens,
 * except the API, images and build manifests. Written into the worker's source, so it refers to
 * nothing outside itself.
 */
export function isPageNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return request.mode === 'navigate' && !/^\/(?:gql|media|builds)(?:[/?]|$)/.test(url.pathname)
}

/**
 * The navigations no route of the app answers (unknown paths, or every path when the app gives
 * no route list): the network decides (an unknown path keeps its 404 and the server's page);
 * offline, the precached app shell, which shows the app's own not-found page.
 */
export function networkNavigations(): RuntimeCaching {
  return {
    urlPattern: isPageNavigation,
    handler: 'NetworkOnly',
    method: 'GET',
    options: { precacheFallback: { fallbackURL: 'index.html' } },
  }
}
