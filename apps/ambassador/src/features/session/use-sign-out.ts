import { useAuth } from '@comptoir/gql-client/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useMutation } from 'urql'

import { signOutMutation } from './session.graphql'

/**
 * Signs the ambassador out: the server revokes the session (its sockets close), then the token
 * is dropped through the client (cache reset, socket restart) and the login page shows.
 */
export function useSignOut(): () => Promise<void> {
  const [, revoke] = useMutation(signOutMutation)
  const auth = useAuth('ambassador')
  const navigate = useNavigate()
  return useCallback(async () => {
    await revoke({})
    auth.logout()
    await navigate({ to: '/login' })
  }, [revoke, auth, navigate])
}
