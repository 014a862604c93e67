import { createFileRoute } from '@tanstack/react-router'

import { SignInPage } from '../../features/auth/sign-in-page'

interface SignInSearch {
  redirect?: string
  reason?: 'session-ended'
}

export const Route = createFileRoute('/_public/sign-in')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    ...(search.reason === 'session-ended' && { reason: 'session-ended' as const }),
  }),
  component: function SignIn() {
    const { redirect, reason } = Route.useSearch()
    return <SignInPage redirect={redirect} reason={reason} />
  },
})
