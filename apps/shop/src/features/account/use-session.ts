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
  const signOut = useCallback(async () => {
    await logout({})
    auth.logout()
  }, [auth, logout])
  return { isSignedIn: auth.isSignedIn, signIn, signOut }
}
