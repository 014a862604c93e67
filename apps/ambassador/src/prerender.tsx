import { createServerPublicClient, type GqlClients } from '@comptoir/gql-client/clients'
import type { Locale } from '@comptoir/i18n/locales'
import { loadMessages } from '@comptoir/i18n/provider'
import { setupI18n } from '@lingui/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'

import { App } from './app'
import { catalogueLoaders } from './catalogues'
import { prerenderedPathAttribute, prerenderedPaths } from './prerendered'
import { createPortalRouter } from './router'

export { locales } from '@comptoir/i18n/locales'
export { prerenderedPathAttribute, prerenderedPaths }

/**
 * Clients for a render without an API: a visitor who is not signed in, whose queries stay
 * loading, as they are on the browser's first render of a first visit (its cache is empty too).
 */
function clientsWithoutApi(locale: Locale): GqlClients {
  const server = createServerPublicClient({
    apiOrigin: 'http://prerender.invalid',
    locale,
    fetch: () => new Promise<Response>(() => undefined),
  })
  // The provider stack asks for the ambassador scope's client too; nothing renders with it here.
  return { ...server.clients, client: () => server.client }
}

/**
 * The HTML of a public page of the portal in one language, as the browser's first render draws
 * it for a visitor who is not signed in (`src/main.tsx` hydrates it). Run by the build.
 */
export async function renderPortalPage(path: string, locale: Locale): Promise<string> {
  const clients = clientsWithoutApi(locale)
  const router = createPortalRouter(
    { clients },
    // A render on the server writes the router's scroll script into the page; the browser's
    // render has none (and the page's Content-Security-Policy allows no inline script).
    { history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false },
  )
  const [messages] = await Promise.all([loadMessages(locale, catalogueLoaders), router.load()])
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return renderToString(
    <App clients={clients} router={router} language={{ locale, messages }} i18n={i18n} />,
  )
}
