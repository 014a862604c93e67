import { AppProviders, createBrowserClients } from '@comptoir/app-shell/providers'
import type { GqlClients } from '@comptoir/gql-client/clients'
import type { Locale } from '@comptoir/i18n/locales'
import type { Messages } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'

import { catalogueLoaders } from './catalogues'
import { sessionEndedTarget } from './features/session/session-ended'
import { createBackOfficeRouter } from './router'

/** The back office's router. */
export type BackOfficeRouter = ReturnType<typeof createBackOfficeRouter>

/**
 * The browser's clients and router. A session the API reports dead (signed out elsewhere, the
 * member removed) sends the staff member to the sign-in page with a message.
 */
export function createBackOffice(locale: Locale): {
  clients: GqlClients
  router: BackOfficeRouter
} {
  const clients = createBrowserClients({
    locale,
    onUnauthenticated: (scope) => {
      const target = scope === 'admin' ? sessionEndedTarget(router.state.location) : null
      if (target) void router.navigate(target)
    },
  })
  const router = createBackOfficeRouter({ clients })
  return { clients, router }
}

/** Props of {@link App}. */
export interface AppProps {
  clients: GqlClients
  router: BackOfficeRouter
  /** The language to render in, with its catalogues already loaded. */
  language?: { locale: Locale; messages: Messages }
}

/** The back office: language, the admin scope's client, toasts and the router. */
export function App({ clients, router, language }: AppProps) {
  return (
    <AppProviders
      clients={clients}
      loaders={catalogueLoaders}
      scope="admin"
      initialLocale={language?.locale}
      initialMessages={language?.messages}
    >
      <RouterProvider router={router} />
    </AppProviders>
  )
}
