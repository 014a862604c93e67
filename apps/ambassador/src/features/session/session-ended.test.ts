import { describe, expect, it } from 'vitest'

import { sessionEndedTarget } from './session-ended'

describe('sessionEndedTarget', () => {
  it('sends the ambassador to sign in again and back to the page that was open', () => {
    expect(sessionEndedTarget({ pathname: '/operation', href: '/operation?id=op-1' })).toEqual({
      to: '/login',
      search: { reason: 'session-ended', redirect: '/operation?id=op-1' },
    })
  })

  it('stays put on the sign-in page: no "session ended" and no way back to /login', () => {
    expect(sessionEndedTarget({ pathname: '/login', href: '/login' })).toBeNull()
    expect(
      sessionEndedTarget({ pathname: '/login', href: '/login?redirect=%2Fdashboard' }),
    ).toBeNull()
  })
})
