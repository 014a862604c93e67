import { describe, expect, it } from 'vitest'

import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path of the portal with its query', () => {
    expect(safeRedirect('/operation?id=42')).toBe('/operation?id=42')
    expect(safeRedirect('/payouts')).toBe('/payouts')
  })

  it('refuses other sites and the sign-in pages', () => {
    expect(safeRedirect('//evil.example/path')).toBeUndefined()
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined()
    expect(safeRedirect('/apply')).toBeUndefined()
    expect(safeRedirect('/forgot-pwd')).toBeUndefined()
    expect(safeRedirect('/reset-pwd?token=abc')).toBeUndefined()
    expect(safeRedirect('/forbidden')).toBeUndefined()
  })
})
