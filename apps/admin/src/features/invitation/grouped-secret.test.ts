import { describe, expect, it } from 'vitest'

import { groupedSecret } from './grouped-secret'

describe('groupedSecret', () => {
  it('groups a secret by four', () => {
    expect(groupedSecret('COMPTOIRDEMOOWNERSECRETKEY234567')).toBe(
      'COMP TOIR DEMO OWNE RSEC RETK EY23 4567',
    )
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF')
  })
})
