import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cacheExchange } from '@urql/exchange-graphcache'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Client, fetchExchange, gql, Provider, ssrExchange, useQuery } from 'urql'

/**
 * The stack's floor: the reference app plus the libraries every page of the shop needs before
 * its first interaction (urql with the normalized cache and the server-data exchange, Lingui),
 * with one query and no app code. The shop's budget is read against it too.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} })
const client = new Client({
  url: '/gql/public',
  exchanges: [cacheExchange({}), ssrExchange({ isClient: true }), fetchExchange],
})

function Products() {
  const [result] = useQuery<{ products: { nodes: { id: string; name: string }[] } }>({
    query: gql('{ products(first: 4) { nodes { id name } } }'),
  })
  return <h1>{result.data ? 'Products' : 'Home'}</h1>
}

const root = createRootRoute({
  component: () => (
    <>
      <a href="/">Home</a> <a href="/about">About</a>
      <Outlet />
    </>
  ),
})
const home = createRoute({ getParentRoute: () => root, path: '/', component: Products })
const about = createRoute({
  getParentRoute: () => root,
  path: '/about',
  component: () => <h1>About</h1>,
})
const router = createRouter({ routeTree: root.addChildren([home, about]) })

const container = document.getElementById('app')
if (container) {
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
