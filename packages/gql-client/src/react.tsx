import type { Locale } from '@comptoir/i18n/locales'
import type { Client } from '@urql/core'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { Provider } from 'urql'

import type { GqlClients, GqlScope } from './clients'

const GqlClientsContext = createContext<GqlClients | null>(null)

/** Props of {@link GqlClientsProvider}. */
export interface GqlClientsProviderProps {
  /** The clients made by `createGqlClients`, created once for the app. */
  readonly clients: GqlClients
  /**
   * The language the visitor picked (e.g. `useLocale().locale`); when it changes, the clients
   * switch to it: later requests and the restarted sockets carry it, and queries refetch.
   */
  readonly locale?: Locale
  /** The app. */
  readonly children?: ReactNode
}

/**
 * Makes the clients of every scope available to {@link useGqlClient}, {@link useAuth} and
 * {@link GqlScopeProvider}, and keeps their language in step with `locale`. After its first
 * commit it tells the clients that hydration is over (see `hydration` of `createGqlClients`).
 */
export function GqlClientsProvider({
  clients,
  locale,
  children,
}: GqlClientsProviderProps): ReactNode {
  useEffect(() => {
    if (locale) clients.setLocale(locale)
  }, [clients, locale])
  // Runs after every effect of the first commit below: hydration is over.
  useEffect(() => {
    clients.hydrated()
  }, [clients])
  return <GqlClientsContext value={clients}>{children}</GqlClientsContext>
}

/**
 * The clients given to the nearest {@link GqlClientsProvider}.
 *
 * @returns the clients of every scope
 */
export function useGqlClients(): GqlClients {
  const clients = useContext(GqlClientsContext)
  if (!clients) throw new Error('useGqlClients must be used inside a GqlClientsProvider')
  return clients
}

/**
 * The current urql client of a scope; the component re-renders with the new client after a
 * login or logout replaced it.
 *
 * @param scope the client scope
 * @returns the scope's urql client
 */
export function useGqlClient(scope: GqlScope): Client {
  const clients = useGqlClients()
  const read = useCallback(() => clients.client(scope), [clients, scope])
  return useSyncExternalStore(clients.subscribe, read, read)
}

/** The sign-in state of one scope and the actions that change it. */
export interface GqlAuth {
  /** Whether the scope holds a token. */
  readonly isSignedIn: boolean
  /** Stores the token; the socket restarts and the cache empties. */
  readonly login: (token: string) => void
  /** Removes the token; the socket restarts and the cache empties. */
  readonly logout: () => void
  /**
   * The sign-out the user asked for: runs `revoke` (the server's logout mutation), removes the
   * token even if `revoke` fails, runs `leave` (opening the sign-in page), then empties the cache
   * and re-renders. Refusals meanwhile are not reported as an ended session (see
   * `GqlClients.signOut`).
   */
  readonly signOut: (revoke?: () => unknown, leave?: () => unknown) => Promise<void>
}

/**
 * Sign-in state and actions of a scope. Components using it re-render after each login or logout.
 *
 * @param scope the client scope
 * @returns `{ isSignedIn, login, logout, signOut }`
 */
export function useAuth(scope: GqlScope): GqlAuth {
  const clients = useGqlClients()
  const read = useCallback(() => clients.isSignedIn(scope), [clients, scope])
  const isSignedIn = useSyncExternalStore(clients.subscribe, read, read)
  return useMemo(
    () => ({
      isSignedIn,
      login: (token: string) => {
        clients.login(scope, token)
      },
      logout: () => {
        clients.logout(scope)
      },
      signOut: (revoke?: () => unknown, leave?: () => unknown) =>
        clients.signOut(scope, revoke, leave),
    }),
    [clients, scope, isSignedIn],
  )
}

/** Props of {@link GqlScopeProvider}. */
export interface GqlScopeProviderProps {
  /** The scope whose client urql's hooks use below. */
  readonly scope: GqlScope
  /** The subtree. */
  readonly children?: ReactNode
}

/**
 * Renders a subtree with the urql `Provider` of one scope, so urql's `useQuery`, `useMutation`
 * and `useSubscription` below talk to that scope (and follow its client across resets).
 */
export function GqlScopeProvider({ scope, children }: GqlScopeProviderProps): ReactNode {
  const client = useGqlClient(scope)
  return <Provider value={client}>{children}</Provider>
}
