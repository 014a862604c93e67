import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'

import type { ShopRouterContext } from './router'

/** What a guard sees: the router context and where the visitor is going. */
export interface GuardArgs {
  context: ShopRouterContext
  location: Pick<ParsedLocation, 'href'>
}

type Guard = (args: GuardArgs) => void

/** The route middlewares of the shop, by name (SPEC §2). */
export const guardRegistry: Readonly<Record<string, Guard>> = {
  /** A signed-in shopper is required; others sign in and come back. */
  auth: ({ context, location }) => {
    if (!context.clients.isSignedIn('public')) {
      redirect({ to: '/login', search: { redirect: location.href }, throw: true })
    }
  },
  /** Only for visitors who are not signed in; a shopper goes to their account. */
  'not-connected': ({ context }) => {
    if (context.clients.isSignedIn('public')) {
      redirect({ to: '/settings', throw: true })
    }
  },
  /** Pages that exist only on a staging build. */
  staging: () => {
    if (import.meta.env.MODE !== 'staging') {
      notFound({ throw: true })
    }
  },
}

/**
 * A route's `beforeLoad` running the named guards in order.
 *
 * @throws Error 'Unknown route middleware' for a name that is not registered
 */
export function guards(...names: string[]): (args: GuardArgs) => void {
  const chain = names.map((name) => {
    const guard = guardRegistry[name]
    if (!guard) throw new Error('Unknown route middleware')
    return guard
  })
  return (args) => {
    for (const guard of chain) guard(args)
  }
}
