import { describe, expect, it } from 'vitest'

import { createSafeRedirect } from './safe-redirect'

const safeRedirect = createSafeRedirect(['/login', '/reset-pwd'])

describe('createSafeRedirect', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeRedirect('/checkout?step=review')).toBe('/checkout?step=review')
    expect(safeRedirect('/settings')).toBe('/settings')
  })

  it('refuses other sites, odd values and the sign-in pages', () => {
    expect(safeRedirect('//evil.example/path')).toBeUndefined()
    expect(safeRedirect('https://evil.example')).toBeUndefined()
    expect(safeRedirect('/\\evil.example')).toBeUndefined()
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined()
    expect(safeRedirect('/reset-pwd#token')).toBeUndefined()
    expect(safeRedirect(42)).toBeUndefined()
    expect(safeRedirect(undefined)).toBeUndefined()
  })
})
