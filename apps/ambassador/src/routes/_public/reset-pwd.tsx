import { createFileRoute } from '@tanstack/react-router'

import { ResetPasswordPage } from '../../features/auth/auth-pages'

export const Route = createFileRoute('/_public/reset-pwd')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function ResetPassword() {
    const { token } = Route.useSearch()
    return <ResetPasswordPage token={token} />
  },
})
