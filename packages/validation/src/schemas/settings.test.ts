// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { settingsSchema } from './settings'

describe('settingsSchema', () => {
  it('makes marketing consent optional and off by default', () => {
    const result = validateInput(settingsSchema, { name: 'Jane', locale: 'fr' }, 'en')
    expect(result).toEqual({
      ok: true,
      value: { name: 'Jane', locale: 'fr', marketingConsent: false },
    })
  })

  it('refuses a consent that is not yes or no', () => {
    const result = validateInput(
      settingsSchema,
      { name: 'Jane', locale: 'fr', marketingConsent: 'yes' },
      'en',
    )
    expect(result.ok || result.errors.map((error) => error.code)).toEqual(['type'])
  })
})
