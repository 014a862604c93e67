import { useRouteContext } from '@tanstack/react-router'

/** Where the shop is published: its public origin (the API's PUBLIC_URL on a server render). */
export interface ShopSite {
  origin: string
}

/** The shop's public origin, the same on the server and at hydration. */
export function useSiteOrigin(): string {
  return useRouteContext({ from: '__root__', select: (context) => context.site.origin })
}
