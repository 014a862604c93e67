import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'

/** What a guard sees: the router context and where the visitor is going. */
export interface GuardArgs<TContext> {
  context: TContext
  location: Pick<ParsedLocation, 'href'>
}

/** A route middleware: returns to let the visitor through, throws a redirect or a not-found. */
export type Guard<TContext> = (args: GuardArgs<TContext>) => void

/** What the app tells the guards about itself. */
export interface GuardSettings<TContext> {
  /** Whether the visitor holds a session of the app's signed-in scope. */
  isSignedIn: (context: TContext) => boolean
  /** Where `auth` sends a visitor who is not signed in (the page comes back via `?redirect=`). */
  signInPath: string
  /** Where `not-connected` sends a visitor who is signed in. */
  signedInPath: string
  /** Whether this build is a staging build (default: Vite's mode is `staging`). */
  isStaging?: () => boolean
}

/** The names of the route middlewares (SPEC §2). */
export type GuardName = 'auth' | 'not-connected' | 'staging'

/** The guards of an app: the `beforeLoad` builder. */
export interface RouteGuards<TContext> {
  /**
   * A route's `beforeLoad` running the named guards in order. Names are checked by the compiler;
   * a name that reaches it untyped is still refused when the route is built.
   *
   * @throws Error 'Unknown route middleware' for a name that is not registered
   */
  guards: (...names: GuardName[]) => (args: GuardArgs<TContext>) => void
}

function viteModeIsStaging(): boolean {
  return import.meta.env.MODE === 'staging'
}

/**
 * The route middlewares of SPEC §2 by name: `auth` (a signed-in visitor is required; others sign
 * in and come back), `not-connected` (only for visitors who are not signed in) and `staging`
 * (pages that exist only on a staging build). Any other name is refused when the route is built.
 */
export function createRouteGuards<TContext>(
  settings: GuardSettings<TContext>,
): RouteGuards<TContext> {
  const isStaging = settings.isStaging ?? viteModeIsStaging
  const registry: Record<GuardName, Guard<TContext>> = {
    auth: ({ context, location }) => {
      if (!settings.isSignedIn(context)) {
        redirect({ to: settings.signInPath, search: { redirect: location.href }, throw: true })
      }
    },
    'not-connected': ({ context }) => {
      if (settings.isSignedIn(context)) {
        redirect({ to: settings.signedInPath, throw: true })
      }
    },
    staging: () => {
      if (!isStaging()) notFound({ throw: true })
    },
  }
  const known = (name: string): name is GuardName => Object.hasOwn(registry, name)
  return {
    guards: (...names) => {
      const chain = names.map((name) => {
        if (!known(name)) throw new Error('Unknown route middleware')
        return registry[name]
      })
      return (args) => {
        for (const guard of chain) guard(args)
      }
    },
  }
}
