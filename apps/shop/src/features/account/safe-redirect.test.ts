import { describe, expect, it } from 'vitest'

import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path of the shop with its query', () => {
    expect(safeRedirect('/checkout?step=review')).toBe('/checkout?step=review')
    expect(safeRedirect('/settings')).toBe('/settings')
  })

  it('refuses other sites and the sign-in pages', () => {
    expect(safeRedirect('//evil.example/path')).toBeUndefined()
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined()
    expect(safeRedirect('/signup')).toBeUndefined()
    expect(safeRedirect('/forgot-pwd')).toBeUndefined()
    expect(safeRedirect('/reset-pwd?token=abc')).toBeUndefined()
  })
})
