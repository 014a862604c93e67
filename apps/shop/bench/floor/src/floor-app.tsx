import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { cacheExchange } from '@urql/exchange-graphcache'
import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Client, fetchExchange, Provider, ssrExchange } from 'urql'

import { createTwoRouteRouter } from '../../minimal/src/two-routes'

/**
 * Renders a floor app: the reference's router with `Home` as its home page, under the libraries
 * every page of the apps needs before its first interaction (urql with the normalized cache and
 * the server-data exchange, Lingui).
 */
export function renderFloorApp(Home: () => ReactNode) {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const client = new Client({
    url: '/gql/public',
    exchanges: [cacheExchange({}), ssrExchange({ isClient: true }), fetchExchange],
  })
  const router = createTwoRouteRouter(Home)
  const container = document.getElementById('app')
  if (!container) return
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider value={client}>
          <RouterProvider router={router} />
        </Provider>
      </I18nProvider>
    </StrictMode>,
  )
}
