// @vitest-environment node
import { locales } from '@comptoir/i18n/locales'
import { describe, expect, it } from 'vitest'

import { genericErrorMessage, genericErrorMessageFor } from './generic-error-message'

describe('genericErrorMessage', () => {
  it('speaks French and English', () => {
    expect(genericErrorMessageFor('fr')).toBe('Une erreur est survenue')
    expect(genericErrorMessageFor('en')).toBe('An error occurred')
  })

  it('covers every supported language', () => {
    expect(Object.keys(genericErrorMessage).sort()).toEqual([...locales].sort())
  })
})
