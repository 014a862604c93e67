import { createFileRoute } from '@tanstack/react-router'

import { ForgotPasswordPage } from '../../features/auth/auth-pages'
import { loadRouteCatalogues } from '../../catalogues'

export const Route = createFileRoute('/_public/forgot-pwd')({
  staticData: { catalogues: ['auth', 'forms', 'pages'] },
  loader: loadRouteCatalogues,
  component: ForgotPasswordPage,
})
