import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { act, renderHook } from '@testing-library/react'
import type * as Router from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useSignOut } from './use-sign-out'

const events = vi.hoisted(() => [] as string[])
const auth = vi.hoisted(() => ({
  isSignedIn: true,
  login: vi.fn(),
  logout: vi.fn(),
  // The clients' own order (revoke, drop the token, leave, empty the cache) is tested in
  // @comptoir/gql-client.
  signOut: vi.fn(async (revoke?: () => unknown, leave?: () => unknown) => {
    await revoke?.()
    events.push('token dropped')
    await leave?.()
    events.push('cache emptied')
  }),
}))
const navigate = vi.hoisted(() =>
  vi.fn(() => {
    events.push('sign-in page opened')
    return Promise.resolve()
  }),
)
vi.mock('@comptoir/gql-client/react', () => ({ useAuth: () => auth }))
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
    events.length = 0
  })

  it('revokes the session as a sign-out (no "session ended"), then opens a clean sign-in page', async () => {
    const { signOut, sent } = renderSignOut()
    await act(() => signOut())
    expect(auth.signOut).toHaveBeenCalledTimes(1)
    expect(auth.logout).not.toHaveBeenCalled()
    expect(sent.map((operation) => operation.operationName)).toEqual(['AmbassadorSignOut'])
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/login', search: {}, replace: true })
    expect(events).toEqual(['token dropped', 'sign-in page opened', 'cache emptied'])
  })

  it('settles quietly when the server cannot be reached (the device forgets the session all the same)', async () => {
    auth.signOut.mockRejectedValueOnce(new Error('offline'))
    const { signOut } = renderSignOut()
    await expect(act(() => signOut())).resolves.toBeUndefined()
  })
})
