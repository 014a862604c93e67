import { createFileRoute } from '@tanstack/react-router'

import { LoginPage } from '../../features/auth/auth-pages'

interface LoginSearch {
  redirect?: string
  reason?: 'session-ended'
}

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    ...(search.reason === 'session-ended' && { reason: 'session-ended' as const }),
  }),
  component: function Login() {
    const { redirect, reason } = Route.useSearch()
    return <LoginPage redirect={redirect} reason={reason} />
  },
})
