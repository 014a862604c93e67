import { describe, expect, it } from 'vitest'

import { normalizeCode } from './codes'

describe('normalizeCode', () => {
  it('trims and upper-cases what was typed', () => {
    expect(normalizeCode('  marie-ete ')).toBe('MARIE-ETE')
    expect(normalizeCode('   ')).toBe('')
  })
})
