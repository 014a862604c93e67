import { useScopeSignOut } from '@comptoir/app-shell/use-sign-out'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

import { signOutMutation } from './session.graphql'

/** Signs the staff member out because they asked to, then opens the clean sign-in page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const leave = useCallback(
    () => navigate({ to: '/sign-in', search: {}, replace: true }),
    [navigate],
  )
  return useScopeSignOut('admin', signOutMutation, leave)
}
