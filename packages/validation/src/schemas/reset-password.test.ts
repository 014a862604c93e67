// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { resetPasswordSchema } from './reset-password'

describe('resetPasswordSchema', () => {
  it('passes a strong password confirmed identically', () => {
    const input = { password: 'tulip-harbour-42', passwordConfirmation: 'tulip-harbour-42' }
    expect(validateInput(resetPasswordSchema, input, 'en').ok).toBe(true)
  })

  it('refuses a confirmation that differs, in both languages', () => {
    const input = { password: 'tulip-harbour-42', passwordConfirmation: 'tulip-harbour-43' }
    const en = validateInput(resetPasswordSchema, input, 'en')
    const fr = validateInput(resetPasswordSchema, input, 'fr')
    expect(en.ok || en.errors[0]?.message).toBe('The passwords do not match')
    expect(fr.ok || fr.errors[0]?.message).toBe('Les mots de passe ne correspondent pas')
  })
})
