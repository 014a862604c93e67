import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { createTwoRouteRouter } from './two-routes'

/** The reference: React 19 and TanStack Router with two routes, nothing else. */
const router = createTwoRouteRouter(() => <h1>Home</h1>)

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
