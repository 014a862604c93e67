import { createGqlClients, type GqlClients } from '@comptoir/gql-client/clients'
import { GqlClientsProvider, GqlScopeProvider } from '@comptoir/gql-client/react'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import { detectLocale } from '@comptoir/i18n/detect-locale'
import type { Locale } from '@comptoir/i18n/locales'
import { LocaleProvider, useLocale } from '@comptoir/i18n/provider'
import { loadUiMessages } from '@comptoir/ui/messages'
import { showGraphQLErrorToast, ToastProvider } from '@comptoir/ui/toast'
import { i18n, type Messages } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { createShopRouter } from './router'

const appCatalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

async function loadShopMessages(locale: Locale): Promise<Messages> {
  const load = appCatalogues[`./locales/${locale}/messages.po`]
  if (!load) throw new Error(`No shop catalogue for "${locale}"`)
  return load()
}

const catalogueLoaders = [loadCoreMessages, loadUiMessages, loadShopMessages]

/** The clients follow the active language: a switch reaches later requests and open sockets. */
function ClientsInLocale({ clients, children }: { clients: GqlClients; children: ReactNode }) {
  const { locale } = useLocale()
  return (
    <GqlClientsProvider clients={clients} locale={locale}>
      {children}
    </GqlClientsProvider>
  )
}

/**
 * The shop: language, GraphQL clients (public scope), toasts and the router. A session the API
 * reports dead is dropped by the client and the shopper simply goes on anonymously.
 */
export function App() {
  const [clients] = useState(() =>
    createGqlClients({
      locale: detectLocale(),
      onGraphQLError: () => {
        showGraphQLErrorToast(i18n)
      },
    }),
  )
  const [router] = useState(() => createShopRouter({ clients }))
  return (
    <LocaleProvider loaders={catalogueLoaders}>
      <ClientsInLocale clients={clients}>
        <GqlScopeProvider scope="public">
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </GqlScopeProvider>
      </ClientsInLocale>
    </LocaleProvider>
  )
}
