import { loadAppShellMessages } from '@comptoir/app-shell/messages'
import { AppProviders, createBrowserClients } from '@comptoir/app-shell/providers'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import type { Locale } from '@comptoir/i18n/locales'
import { loadUiMessages } from '@comptoir/ui/messages'
import type { Messages } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'

import { createShopRouter } from './router'

const appCatalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

async function loadShopMessages(locale: Locale): Promise<Messages> {
  const load = appCatalogues[`./locales/${locale}/messages.po`]
  if (!load) throw new Error(`No shop catalogue for "${locale}"`)
  return load()
}

const catalogueLoaders = [loadCoreMessages, loadUiMessages, loadAppShellMessages, loadShopMessages]

/**
 * The shop: language, GraphQL clients (public scope), toasts and the router. A session the API
 * reports dead is dropped by the client and the shopper simply goes on anonymously.
 */
export function App() {
  const [clients] = useState(() => createBrowserClients())
  const [router] = useState(() => createShopRouter({ clients }))
  return (
    <AppProviders clients={clients} loaders={catalogueLoaders} scope="public">
      <RouterProvider router={router} />
    </AppProviders>
  )
}
