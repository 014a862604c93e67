import { loadAppShellMessages } from '@comptoir/app-shell/messages'
import { AppProviders, createBrowserClients } from '@comptoir/app-shell/providers'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import type { Locale } from '@comptoir/i18n/locales'
import { loadUiMessages } from '@comptoir/ui/messages'
import type { Messages } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'

import { createPortalRouter } from './router'

const appCatalogues = import.meta.glob<Messages>('./**/locales/*/messages.po', {
  import: 'messages',
})

/** Every catalogue of the portal (the shell's and each feature's) for one language, merged. */
export async function loadPortalMessages(locale: Locale): Promise<Messages> {
  const suffix = `/locales/${locale}/messages.po`
  const loads = Object.entries(appCatalogues)
    .filter(([path]) => path.endsWith(suffix))
    .map(([, load]) => load())
  if (loads.length === 0) throw new Error(`No portal catalogue for "${locale}"`)
  return Object.assign({}, ...(await Promise.all(loads))) as Messages
}

const catalogueLoaders = [
  loadCoreMessages,
  loadUiMessages,
  loadAppShellMessages,
  loadPortalMessages,
]

/**
 * The portal: language, GraphQL clients (the public scope for the public area, the ambassador
 * scope for the connected area), toasts and the router. A session the API reports dead sends the
 * ambassador to the login page with a message; a refused one to the forbidden page.
 */
export function App() {
  const [{ clients, router }] = useState(() => {
    const clients = createBrowserClients({
      onUnauthenticated: (scope) => {
        if (scope !== 'ambassador') return
        void router.navigate({
          to: '/login',
          search: { reason: 'session-ended', redirect: router.state.location.href },
        })
      },
      onForbidden: (scope) => {
        if (scope === 'ambassador') void router.navigate({ to: '/forbidden' })
      },
    })
    const router = createPortalRouter({ clients })
    return { clients, router }
  })
  return (
    <AppProviders clients={clients} loaders={catalogueLoaders} scope="ambassador">
      <RouterProvider router={router} />
    </AppProviders>
  )
}
