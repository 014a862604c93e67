import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The bench apps' router: a home page (the one each app measures) and an about page. */
export function createTwoRouteRouter(Home: () => ReactNode) {
  const root = createRootRoute({
    component: () => (
      <>
        <a href="/">Home</a> <a href="/about">About</a>
        <Outlet />
      </>
    ),
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: Home })
  const about = createRoute({
    getParentRoute: () => root,
    path: '/about',
    component: () => <h1>About</h1>,
  })
  return createRouter({ routeTree: root.addChildren([home, about]) })
}
