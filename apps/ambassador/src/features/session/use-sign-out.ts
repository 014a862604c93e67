import { useScopeSignOut } from '@comptoir/app-shell/use-sign-out'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

import { signOutMutation } from './session.graphql'

/**
 * Signs the ambassador out because they asked to (the server's sockets close; the refusals
 * meanwhile are no "ended session"), then opens the clean sign-in page.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const leave = useCallback(() => navigate({ to: '/login', search: {}, replace: true }), [navigate])
  return useScopeSignOut('ambassador', signOutMutation, leave)
}
