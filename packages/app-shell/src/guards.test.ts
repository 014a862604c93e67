import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'

import { createRouteGuards } from './guards'

interface Context {
  signedIn: boolean
}

function thrown(run: () => void): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

const visitor = (signedIn: boolean) => ({
  context: { signedIn },
  location: { href: '/settings?tab=orders' },
})

const { guards } = createRouteGuards<Context>({
  isSignedIn: (context) => context.signedIn,
  signInPath: '/login',
  signedInPath: '/dashboard',
  isStaging: () => false,
})

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

  it('sends a signed-in visitor away from a not-connected page to the app’s home', () => {
    const result = thrown(() => {
      guards('not-connected')(visitor(true))
    })
    expect(isRedirect(result)).toBe(true)
    expect(result).toMatchObject({ options: { to: '/dashboard' } })
    expect(
      thrown(() => {
        guards('not-connected')(visitor(false))
      }),
    ).toBeUndefined()
  })

  it('hides staging pages outside a staging build and shows them on one', () => {
    expect(
      isNotFound(
        thrown(() => {
          guards('staging')(visitor(true))
        }),
      ),
    ).toBe(true)
    const staging = createRouteGuards<Context>({
      isSignedIn: () => true,
      signInPath: '/login',
      signedInPath: '/',
      isStaging: () => true,
    })
    expect(
      thrown(() => {
        staging.guards('staging')(visitor(false))
      }),
    ).toBeUndefined()
  })

  it('runs the guards in the order given', () => {
    const result = thrown(() => {
      guards('auth', 'staging')(visitor(false))
    })
    expect(isRedirect(result)).toBe(true)
  })

  it("refuses an unknown name with 'Unknown route middleware'", () => {
    // A name from outside the compiler's reach, such as a route file built from configuration.
    const untyped = ['auth', 'admin'] as Parameters<typeof guards>
    expect(() => guards(...untyped)).toThrow(new Error('Unknown route middleware'))
  })
})
