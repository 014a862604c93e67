import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Client } from '@urql/core'
import { useEffect, type ReactNode } from 'react'
import { useClient } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { helloQuery } from '../test/clients-harness'
import { createGqlClients, type GqlClients } from './clients'
import { GqlClientsProvider, GqlScopeProvider, useAuth, useGqlClient, useGqlClients } from './react'

const names = new WeakMap<Client, string>()
let named = 0
function nameOf(client: Client): string {
  let name = names.get(client)
  if (!name) {
    named += 1
    name = `client-${String(named)}`
    names.set(client, name)
  }
  return name
}

function AuthPanel(): ReactNode {
  const { isSignedIn, login, logout, signOut } = useAuth('ambassador')
  const client = useGqlClient('ambassador')
  return (
    <div>
      <p data-testid="state">{isSignedIn ? 'signed in' : 'signed out'}</p>
      <p data-testid="client">{nameOf(client)}</p>
      <button
        onClick={() => {
          login('abc')
        }}
      >
        login
      </button>
      <button
        onClick={() => {
          logout()
        }}
      >
        logout
      </button>
      <button
        onClick={() => {
          void signOut(revokeOnServer)
        }}
      >
        sign out
      </button>
    </div>
  )
}

function UrqlClientName(): ReactNode {
  return <p data-testid="urql">{nameOf(useClient())}</p>
}

let clients: GqlClients
const revokeOnServer = vi.fn(() => Promise.resolve())

beforeEach(() => {
  clients = createGqlClients({ locale: 'en' })
})

afterEach(() => {
  cleanup()
  clients.logout('ambassador')
  clients.dispose()
})

describe('React bindings', () => {
  it('show the sign-in state and sign in and out through the cookie', () => {
    render(
      <GqlClientsProvider clients={clients}>
        <AuthPanel />
      </GqlClientsProvider>,
    )
    expect(screen.getByTestId('state').textContent).toBe('signed out')
    const before = screen.getByTestId('client').textContent

    fireEvent.click(screen.getByText('login'))
    expect(screen.getByTestId('state').textContent).toBe('signed in')
    expect(document.cookie).toContain('apollo:ambassador.token=abc')
    const afterLogin = screen.getByTestId('client').textContent
    expect(afterLogin).not.toBe(before)

    fireEvent.click(screen.getByText('logout'))
    expect(screen.getByTestId('state').textContent).toBe('signed out')
    expect(document.cookie).not.toMatch(/apollo:ambassador\.token=[^;]/)
    expect(screen.getByTestId('client').textContent).not.toBe(afterLogin)
  })

  it('sign out after the server revoked the session', async () => {
    render(
      <GqlClientsProvider clients={clients}>
        <AuthPanel />
      </GqlClientsProvider>,
    )
    fireEvent.click(screen.getByText('login'))
    expect(screen.getByTestId('state').textContent).toBe('signed in')

    fireEvent.click(screen.getByText('sign out'))
    await screen.findByText('signed out')
    expect(revokeOnServer).toHaveBeenCalledOnce()
    expect(document.cookie).not.toMatch(/apollo:ambassador\.token=[^;]/)
  })

  it('render a subtree with the urql Provider of one scope, following resets', () => {
    render(
      <GqlClientsProvider clients={clients}>
        <GqlScopeProvider scope="ambassador">
          <UrqlClientName />
        </GqlScopeProvider>
        <GqlScopeProvider scope="public">
          <UrqlClientName />
        </GqlScopeProvider>
      </GqlClientsProvider>,
    )
    const [ambassador, publicScope] = screen.getAllByTestId('urql')
    const firstAmbassador = nameOf(clients.client('ambassador'))
    expect(ambassador?.textContent).toBe(firstAmbassador)
    expect(publicScope?.textContent).toBe(nameOf(clients.client('public')))

    act(() => {
      clients.login('ambassador', 'abc')
    })
    expect(screen.getAllByTestId('urql')[0]?.textContent).toBe(nameOf(clients.client('ambassador')))
    expect(screen.getAllByTestId('urql')[0]?.textContent).not.toBe(firstAmbassador)
    expect(screen.getAllByTestId('urql')[1]?.textContent).toBe(nameOf(clients.client('public')))
  })

  it('switch the clients to the language given to the provider', () => {
    const view = render(
      <GqlClientsProvider clients={clients} locale="en">
        <GqlScopeProvider scope="public">
          <UrqlClientName />
        </GqlScopeProvider>
      </GqlClientsProvider>,
    )
    const english = screen.getByTestId('urql').textContent
    expect(clients.locale()).toBe('en')

    view.rerender(
      <GqlClientsProvider clients={clients} locale="fr">
        <GqlScopeProvider scope="public">
          <UrqlClientName />
        </GqlScopeProvider>
      </GqlClientsProvider>,
    )
    expect(clients.locale()).toBe('fr')
    expect(screen.getByTestId('urql').textContent).toBe(nameOf(clients.client('public')))
    expect(screen.getByTestId('urql').textContent).not.toBe(english)
  })

  it('tell the clients hydration is over once the first commit has run its effects', () => {
    const order: string[] = []
    const hydrated = vi.spyOn(clients, 'hydrated').mockImplementation(() => {
      order.push('hydrated')
    })
    function Page(): ReactNode {
      useEffect(() => {
        order.push('page effect')
      }, [])
      return null
    }
    const view = render(
      <GqlClientsProvider clients={clients}>
        <Page />
      </GqlClientsProvider>,
    )
    view.rerender(
      <GqlClientsProvider clients={clients}>
        <Page />
      </GqlClientsProvider>,
    )
    expect(order).toEqual(['page effect', 'hydrated'])
    expect(hydrated).toHaveBeenCalledOnce()
  })

  it('use the page origin by default', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ data: { hello: 'Hello' } }, { status: 200 })),
    )
    const onPage = createGqlClients({ locale: 'en', fetch })
    await onPage.client('public').query(helloQuery, {}).toPromise()
    await onPage.client('ambassador').query(helloQuery, {}).toPromise()
    expect(fetch.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      'https://shop.comptoir.test/gql/public',
      'https://shop.comptoir.test/gql/ambassador',
    ])
    onPage.dispose()
  })

  it('refuse to run outside the provider', () => {
    function Orphan(): ReactNode {
      useGqlClients()
      return null
    }
    expect(() => render(<Orphan />)).toThrow(
      'useGqlClients must be used inside a GqlClientsProvider',
    )
  })
})
