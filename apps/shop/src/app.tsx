import { createGqlClients } from '@comptoir/gql-client/client'
import { GqlClientsProvider, GqlScopeProvider } from '@comptoir/gql-client/react'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { LocaleProvider } from '@comptoir/i18n/provider'
import { loadUiMessages } from '@comptoir/ui/messages'
import { showGraphQLErrorToast, ToastProvider } from '@comptoir/ui/toast'
import { i18n, type Messages } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'

import { createShopRouter } from './router'

const appCatalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

async function loadShopMessages(locale: Locale): Promise<Messages> {
  const load = appCatalogues[`./locales/${locale}/messages.po`]
  if (!load) throw new Error(`No shop catalogue for "${locale}"`)
  return load()
}

const catalogueLoaders = [loadCoreMessages, loadUiMessages, loadShopMessages]

/** The shop: language, GraphQL clients (public scope), toasts and the router. */
export function App() {
  const [clients] = useState(() =>
    createGqlClients({
      getLocale: () => (isLocale(i18n.locale) ? i18n.locale : 'en'),
      onGraphQLError: () => {
        showGraphQLErrorToast(i18n)
      },
    }),
  )
  const [router] = useState(() => createShopRouter({ clients }))
  return (
    <LocaleProvider loaders={catalogueLoaders}>
      <GqlClientsProvider clients={clients}>
        <GqlScopeProvider scope="public">
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </GqlScopeProvider>
      </GqlClientsProvider>
    </LocaleProvider>
  )
}
