import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'

import type { GqlClients } from '@comptoir/gql-client/clients'

import { guards } from './guards'

const visitor = (signedIn: boolean) => ({
  context: { clients: { isSignedIn: () => signedIn } as unknown as GqlClients },
  location: { href: '/settings?tab=orders' },
})

function thrown(run: () => void): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('route guards', () => {
  it('sends a visitor from an auth page to sign in, coming back afterwards', () => {
    const result = thrown(() => {
      guards('auth')(visitor(false))
    })
    expect(isRedirect(result)).toBe(true)
    expect(result).toMatchObject({
      options: { to: '/login', search: { redirect: '/settings?tab=orders' } },
    })
    expect(
      thrown(() => {
        guards('auth')(visitor(true))
      }),
    ).toBeUndefined()
  })

  it('sends a signed-in shopper away from a not-connected page', () => {
    expect(
      isRedirect(
        thrown(() => {
          guards('not-connected')(visitor(true))
        }),
      ),
    ).toBe(true)
    expect(
      thrown(() => {
        guards('not-connected')(visitor(false))
      }),
    ).toBeUndefined()
  })

  it('hides staging pages outside a staging build', () => {
    expect(
      isNotFound(
        thrown(() => {
          guards('staging')(visitor(true))
        }),
      ),
    ).toBe(true)
  })

  it("refuses an unknown name with 'Unknown route middleware'", () => {
    // A name from outside the compiler's reach, such as a route file built from configuration.
    const untyped = ['auth', 'admin'] as Parameters<typeof guards>
    expect(() => guards(...untyped)).toThrow(new Error('Unknown route middleware'))
  })
})
