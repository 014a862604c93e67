import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { SignOutButton } from './sign-out-button'

const events: string[] = []

vi.mock('@comptoir/gql-client/react', () => ({
  useAuth: () => ({
    isSignedIn: true,
    login: vi.fn(),
    // The clients' own order (revoke, drop the token, leave, empty the cache) is tested in
    // @comptoir/gql-client.
    signOut: async (revoke: () => Promise<unknown>, leave: () => Promise<unknown>) => {
      await revoke()
      events.push('token dropped')
      await leave()
      events.push('cache emptied')
    },
  }),
}))

function shopWithSettings() {
  const root = createRootRoute({ component: Outlet })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/settings', component: SignOutButton }),
    createRoute({
      getParentRoute: () => root,
      path: '/login',
      component: () => <h1>Sign in</h1>,
    }),
  ])
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/settings?tab=orders'] }),
  })
}

describe('SignOutButton', () => {
  it('ends the session, then opens the clean sign-in page, then empties the cache', async () => {
    const router = shopWithSettings()
    const { client } = clientAnswering((request) => {
      events.push(`${request.operationName} sent from ${router.state.location.href}`)
      return { logout: { __typename: 'DonePayload', ok: true, errors: [] } }
    })
    render(<RouterProvider router={router} />, { wrapper: withClient(client) })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
    await waitFor(() => {
      expect(events).toEqual([
        'Logout sent from /settings?tab=orders',
        'token dropped',
        'cache emptied',
      ])
    })
    expect(router.state.location.href).toBe('/login')
  })
})
