import { useScopeSignOut } from '@comptoir/app-shell/use-sign-out'
import { useAuth } from '@comptoir/gql-client/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

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

/** A sign-out the shopper asked for: the session ends, then the clean sign-in page opens. */
export function useSignOut() {
  const navigate = useNavigate()
  const leave = useCallback(() => navigate({ to: '/login', replace: true }), [navigate])
  return useScopeSignOut('public', logoutDocument, leave)
}
