import '@comptoir/ui/tokens.css'
import { createBrowserClients } from '@comptoir/app-shell/providers'
import { detectLocale, storeLocale } from '@comptoir/i18n/detect-locale'
import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { loadMessages } from '@comptoir/i18n/provider'
import { i18n } from '@lingui/core'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { catalogueLoaders } from './catalogues'
import { localeFromAddress } from './features/seo/page-address'
import { createShopRouter } from './router'
import { shopCache } from './shop-cache'

// An address naming its language (`?lang=fr`) is the visitor's choice, as the server took it.
const addressLocale = localeFromAddress(window.location.search)
if (addressLocale) storeLocale(addressLocale)

// The client shell has #app; a server-rendered document is hydrated in its own language.
const shell = document.getElementById('app')
const rendered = document.documentElement.lang
const locale: Locale = !shell && isLocale(rendered) ? rendered : detectLocale()
// The catalogues first: route heads are written in the page's language before the first render.
const messages = await loadMessages(locale, catalogueLoaders)
i18n.loadAndActivate({ locale, messages })
const clients = createBrowserClients({
  locale,
  cache: { public: shopCache },
  ...(shell ? {} : { hydration: { scope: 'public' } }),
})
const router = createShopRouter(
  {
    clients,
    i18n,
    site: { origin: window.location.origin },
    renderDocument: !shell,
    initialLanguage: { locale, messages },
  },
  { restore: clients.restore },
)

if (shell) {
  createRoot(shell).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
} else {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what the visitor does meanwhile hydrates its part first).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}
