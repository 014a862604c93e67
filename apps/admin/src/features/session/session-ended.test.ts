import { describe, expect, it } from 'vitest'

import { sessionEndedTarget } from './session-ended'

describe('sessionEndedTarget', () => {
  it('sends a signed-in page to the sign-in page and back', () => {
    expect(sessionEndedTarget({ pathname: '/staff', href: '/staff' })).toEqual({
      to: '/sign-in',
      search: { reason: 'session-ended', redirect: '/staff' },
    })
  })

  it('leaves the sign-in and invitation pages alone', () => {
    expect(sessionEndedTarget({ pathname: '/sign-in', href: '/sign-in' })).toBeNull()
    expect(sessionEndedTarget({ pathname: '/invitation', href: '/invitation?token=x' })).toBeNull()
  })
})
