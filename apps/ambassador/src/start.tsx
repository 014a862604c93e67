import '@comptoir/ui/tokens.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app'

const container = document.getElementById('app')
if (!container) throw new Error('The page has no #app element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
