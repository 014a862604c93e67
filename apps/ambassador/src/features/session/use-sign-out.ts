import { useAuth, useGqlClients } from '@comptoir/gql-client/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useMutation } from 'urql'

import { signOutMutation } from './session.graphql'

/**
 * Signs the ambassador out because they asked to: the server revokes the session (its sockets
 * close; the refusals meanwhile are no "ended session") and the token goes, even when the server
 * could not be reached. The clean sign-in page opens before the cache empties, so no page of the
 * connected area is still there to ask again for its data with the ended session.
 */
export function useSignOut(): () => Promise<void> {
  const [, revoke] = useMutation(signOutMutation)
  const auth = useAuth('ambassador')
  const clients = useGqlClients()
  const navigate = useNavigate()
  return useCallback(async () => {
    // Offline, the server keeps the session until it expires; this device forgets it all the same.
    await auth.signOut(() => revoke({}), { skipReset: true }).catch(() => undefined)
    await navigate({ to: '/login', search: {}, replace: true })
    clients.reset('ambassador')
  }, [revoke, auth, clients, navigate])
}
