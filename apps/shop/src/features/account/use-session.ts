import { useAuth } from '@comptoir/gql-client/react'
import { useCallback } from 'react'
import { useMutation } from 'urql'

import { logoutDocument } from './account.graphql'

/**
 * Starting and ending the shopper's session, only through the public client: the token is
 * stored or dropped there, which empties the cache and restarts the socket.
 */
export function useSession() {
  const auth = useAuth('public')
  const [, logout] = useMutation(logoutDocument)
  const signIn = useCallback(
    (token: string) => {
      auth.login(token)
    },
    [auth],
  )
  /**
   * Ends the session on the server, then drops the token. `leave` (going to another page) runs
   * first, so the page being left never re-renders as a signed-out visitor's ("your session has
   * ended") on its way out.
   */
  const signOut = useCallback(
    async (leave?: () => unknown) => {
      await logout({})
      try {
        await leave?.()
      } finally {
        auth.logout()
      }
    },
    [auth, logout],
  )
  return { isSignedIn: auth.isSignedIn, signIn, signOut }
}
