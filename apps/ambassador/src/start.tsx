import '@comptoir/ui/tokens.css'
import { detectLocale } from '@comptoir/i18n/detect-locale'
import { isLocale } from '@comptoir/i18n/locales'
import { loadMessages } from '@comptoir/i18n/provider'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App, createPortal } from './app'
import { catalogueLoaders } from './catalogues'
import { releaseHeldForms } from './hold-forms'
import { prerenderedPathAttribute } from './prerendered'

const container = document.getElementById('app')
if (!container) throw new Error('The page has no #app element')

// A pre-rendered page is shown in its own language (the server chose it as the portal would:
// the remembered choice, then Accept-Language); the client shell detects it here.
const prerendered = container.getAttribute(prerenderedPathAttribute)
const rendered = document.documentElement.lang
const locale = prerendered !== null && isLocale(rendered) ? rendered : detectLocale()
const { clients, router } = createPortal(locale)
// The page's catalogues and route (guards, code) load together, before the first render, so it
// renders at once what the pre-render wrote.
const [messages] = await Promise.all([loadMessages(locale, catalogueLoaders), router.load()])

let taken = false
const app = (
  <StrictMode>
    <App
      clients={clients}
      router={router}
      language={{ locale, messages }}
      onRendered={() => {
        if (taken) return
        taken = true
        // Outside React's commit: events sent now are handled (and hydrate what they reach) at once.
        setTimeout(() => {
          releaseHeldForms(container)
        }, 0)
      }}
    />
  </StrictMode>
)
const { location } = router.state
if (prerendered !== null && location.pathname === prerendered && location.searchStr === '') {
  // Rendered as the build's pre-render rendered it: the route tree without the client's
  // loading boundaries, as after a server render.
  router.ssr = { manifest: undefined }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what the visitor does meanwhile hydrates its part first).
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app)
}
