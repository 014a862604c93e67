import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/** The reference: React 19 and TanStack Router with two routes, nothing else. */
const root = createRootRoute({
  component: () => (
    <>
      <a href="/">Home</a> <a href="/about">About</a>
      <Outlet />
    </>
  ),
})
const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> })
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
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
