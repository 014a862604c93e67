import { beforeEach, describe, expect, it } from 'vitest'

import { readReferral, referralStorageKey, storeReferral } from './referral-store'

const referral = {
  id: 'r1',
  code: 'MARIE',
  displayName: 'Marie',
  expiresAt: '2026-12-20T00:00:00.000Z',
}

describe('referral store', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('keeps the referral until it expires, then forgets it', () => {
    storeReferral(referral)
    expect(readReferral(new Date('2026-12-01T00:00:00Z'))).toEqual(referral)
    expect(readReferral(new Date('2026-12-21T00:00:00Z'))).toBeNull()
    expect(localStorage.getItem(referralStorageKey)).toBeNull()
  })

  it('drops an entry it cannot read', () => {
    localStorage.setItem(referralStorageKey, '{"id":1}')
    expect(readReferral()).toBeNull()
    expect(localStorage.getItem(referralStorageKey)).toBeNull()
  })
})
