import '@comptoir/ui/tokens.css'
import { detectLocale } from '@comptoir/i18n/detect-locale'
import { loadMessages } from '@comptoir/i18n/provider'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App, createBackOffice } from './app'
import { catalogueLoaders } from './catalogues'

const container = document.getElementById('app')
if (!container) throw new Error('The page has no #app element')

const locale = detectLocale()
const { clients, router } = createBackOffice(locale)
const [messages] = await Promise.all([loadMessages(locale, catalogueLoaders), router.load()])

createRoot(container).render(
  <StrictMode>
    <App clients={clients} router={router} language={{ locale, messages }} />
  </StrictMode>,
)
