import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { act, renderHook } from '@testing-library/react'
import type * as Router from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useSignOut } from './use-sign-out'

const auth = vi.hoisted(() => ({
  isSignedIn: true,
  login: vi.fn(),
  logout: vi.fn(),
  signOut: vi.fn(async (revoke?: () => unknown) => {
    await revoke?.()
  }),
}))
const clients = vi.hoisted(() => ({ reset: vi.fn() }))
const navigate = vi.hoisted(() =>
  vi.fn(() => {
    // The sign-in page opens while the ended session's cache is still there.
    expect(clients.reset).not.toHaveBeenCalled()
    return Promise.resolve()
  }),
)
vi.mock('@comptoir/gql-client/react', () => ({ useAuth: () => auth, useGqlClients: () => clients }))
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  useNavigate: () => navigate,
}))

function renderSignOut() {
  const { client, sent } = clientAnswering(
    () => ({ logout: { __typename: 'LogoutPayload', ok: true, errors: [] } }),
    'http://ambassador.test/gql/ambassador',
  )
  const { result } = renderHook(() => useSignOut(), { wrapper: withClient(client) })
  return { signOut: result.current, sent }
}

describe('useSignOut', () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('revokes the session as a sign-out (no "session ended"), then opens a clean sign-in page', async () => {
    const { signOut, sent } = renderSignOut()
    await act(() => signOut())
    expect(auth.signOut).toHaveBeenCalledTimes(1)
    expect(auth.logout).not.toHaveBeenCalled()
    expect(sent.map((operation) => operation.operationName)).toEqual(['AmbassadorSignOut'])
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/login', search: {}, replace: true })
    expect(auth.signOut).toHaveBeenCalledWith(expect.any(Function), { skipReset: true })
    expect(clients.reset).toHaveBeenCalledExactlyOnceWith('ambassador')
  })

  it('still lands on the clean sign-in page when the server cannot be reached', async () => {
    auth.signOut.mockRejectedValueOnce(new Error('offline'))
    const { signOut } = renderSignOut()
    await act(() => signOut())
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/login', search: {}, replace: true })
  })
})
