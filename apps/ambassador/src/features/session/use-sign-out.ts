import { useAuth } from '@comptoir/gql-client/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useMutation } from 'urql'

import { signOutMutation } from './session.graphql'

/**
 * Signs the ambassador out because they asked to: the server revokes the session (its sockets
 * close), the token goes through the client (cache reset, socket restart; the refusals meanwhile
 * are no "ended session"), and a clean sign-in page shows, even when the server could not be
 * reached.
 */
export function useSignOut(): () => Promise<void> {
  const [, revoke] = useMutation(signOutMutation)
  const auth = useAuth('ambassador')
  const navigate = useNavigate()
  return useCallback(async () => {
    // Offline, the server keeps the session until it expires; this device forgets it all the same.
    await auth.signOut(() => revoke({})).catch(() => undefined)
    await navigate({ to: '/login', search: {}, replace: true })
  }, [revoke, auth, navigate])
}
