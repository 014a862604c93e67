import { useAuth } from '@comptoir/gql-client/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useMutation } from 'urql'

import { logoutDocument } from './account.graphql'

/**
 * Starting the shopper's session and telling whether there is one, only through the public
 * client: the token is stored there, which empties the cache and restarts the socket.
 */
export function useSession() {
  const auth = useAuth('public')
  const signIn = useCallback(
    (token: string) => {
      auth.login(token)
    },
    [auth],
  )
  return { isSignedIn: auth.isSignedIn, signIn }
}

/**
 * A sign-out the shopper asked for: the clean sign-in page opens first (no redirect, nothing
 * about a session that ended), then the session ends on the server and the token is dropped (the
 * refusals the revocation causes meanwhile are no ended session), even when the server cannot be
 * reached.
 * No page of the signed-in shopper is still open when the session ends, so none can take it for
 * an expired session (its guard sending to sign-in and back, "your session has ended").
 */
export function useSignOut() {
  const auth = useAuth('public')
  const navigate = useNavigate()
  const [, logout] = useMutation(logoutDocument)
  return useCallback(async () => {
    await navigate({ to: '/login', replace: true })
    // Offline, the server keeps the session until it expires; this device forgets it all the same.
    await auth.signOut(() => logout({})).catch(() => undefined)
  }, [auth, logout, navigate])
}
