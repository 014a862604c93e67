import { AppProviders, createBrowserClients } from '@comptoir/app-shell/providers'
import type { GqlClients } from '@comptoir/gql-client/clients'
import type { Locale } from '@comptoir/i18n/locales'
import type { I18n, Messages } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'

import { catalogueLoaders } from './catalogues'
import { sessionEndedTarget } from './features/session/session-ended'
import { createPortalRouter } from './router'
import { portalCache } from './portal-cache'

/** The portal's router. */
export type PortalRouter = ReturnType<typeof createPortalRouter>

/**
 * The browser's clients and router. A session the API reports dead sends the ambassador to the
 * login page with a message (not from the public pages); a refused one to the forbidden page.
 */
export function createPortal(locale: Locale): { clients: GqlClients; router: PortalRouter } {
  const clients = createBrowserClients({
    locale,
    cache: { ambassador: portalCache },
    onUnauthenticated: (scope) => {
      const target = scope === 'ambassador' ? sessionEndedTarget(router.state.location) : null
      if (target) void router.navigate(target)
    },
    onForbidden: (scope) => {
      if (scope === 'ambassador') void router.navigate({ to: '/forbidden' })
    },
  })
  const router = createPortalRouter({ clients })
  return { clients, router }
}

/** Props of {@link App}. */
export interface AppProps {
  clients: GqlClients
  router: PortalRouter
  /** The language to render in, with its catalogues already loaded: the page renders at once. */
  language?: { locale: Locale; messages: Messages }
  /** The Lingui instance (the build's pre-render passes its own; default the global one). */
  i18n?: I18n
  /** Called once the first render is on the page (a hydration is over). */
  onRendered?: () => void
}

/** Renders nothing; tells when the first commit is done. */
function AfterFirstCommit({ onRendered }: { onRendered: (() => void) | undefined }) {
  useEffect(() => {
    onRendered?.()
  }, [onRendered])
  return null
}

/**
 * The portal: language, GraphQL clients (the public scope for the public area, the ambassador
 * scope for the connected area), toasts and the router.
 */
export function App({ clients, router, language, i18n, onRendered }: AppProps) {
  return (
    <AppProviders
      clients={clients}
      loaders={catalogueLoaders}
      scope="ambassador"
      initialLocale={language?.locale}
      initialMessages={language?.messages}
      i18n={i18n}
    >
      <RouterProvider router={router} />
      <AfterFirstCommit onRendered={onRendered} />
    </AppProviders>
  )
}
