import { describe, expect, it } from 'vitest'

import { isReservedCode, normalizeCode, notReservedCode } from './codes'

describe('normalizeCode', () => {
  it('trims and upper-cases what was typed', () => {
    expect(normalizeCode('  marie-ete ')).toBe('MARIE-ETE')
    expect(normalizeCode('   ')).toBe('')
  })
})

describe('isReservedCode', () => {
  it.each([
    'COMPTOIR',
    'comptoir',
    'MY-COMPTOIR-24',
    'WELCOME10',
    'welcome',
    'SOLDES-2026',
    'VIP',
    'FREE-SHIP',
  ])('reserves %s for the shop', (code) => {
    expect(isReservedCode(code)).toBe(true)
  })

  it.each(['MARIE', 'MARIE-PRINTEMPS', 'MARIE-WELCOME', 'NOELIE', 'SALOME10'])(
    'leaves %s to ambassadors',
    (code) => {
      expect(isReservedCode(code)).toBe(false)
    },
  )

  it('refuses a reserved code as a rule, empty passing', () => {
    expect(notReservedCode.test('WELCOME10', {})).toBe(false)
    expect(notReservedCode.test('MARIE-ETE', {})).toBe(true)
    expect(notReservedCode.test('', {})).toBe(true)
  })
})
