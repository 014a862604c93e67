import { loadAppShellMessages } from '@comptoir/app-shell/messages'
import { AppProviders, createBrowserClients } from '@comptoir/app-shell/providers'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import { loadUiMessages } from '@comptoir/ui/messages'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'

import { loadPortalMessages, needFirstCatalogues } from './catalogues'
import { sessionEndedTarget } from './features/session/session-ended'
import { createPortalRouter } from './router'

const catalogueLoaders = [
  loadCoreMessages,
  loadUiMessages,
  loadAppShellMessages,
  loadPortalMessages,
]

/**
 * The portal: language (each route loads the catalogues of its features), GraphQL clients (the
 * public scope for the public area, the ambassador scope for the connected area), toasts and the
 * router. A session the API reports dead sends the
 * ambassador to the login page with a message (not from the public pages); a refused one to the
 * forbidden page.
 */
export function App() {
  const [{ clients, router }] = useState(() => {
    const clients = createBrowserClients({
      onUnauthenticated: (scope) => {
        const target = scope === 'ambassador' ? sessionEndedTarget(router.state.location) : null
        if (target) void router.navigate(target)
      },
      onForbidden: (scope) => {
        if (scope === 'ambassador') void router.navigate({ to: '/forbidden' })
      },
    })
    const router = createPortalRouter({ clients })
    // The first page's catalogues come with the first language; later routes load theirs.
    needFirstCatalogues(
      router
        .matchRoutes(router.latestLocation.pathname, router.latestLocation.search)
        .flatMap((match) => match.staticData.catalogues ?? []),
    )
    return { clients, router }
  })
  return (
    <AppProviders clients={clients} loaders={catalogueLoaders} scope="ambassador">
      <RouterProvider router={router} />
    </AppProviders>
  )
}
