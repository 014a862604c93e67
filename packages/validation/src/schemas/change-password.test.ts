// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { changePasswordSchema } from './change-password'

describe('changePasswordSchema', () => {
  it('needs the current password and a strong new one', () => {
    const result = validateInput(
      changePasswordSchema,
      { currentPassword: '', newPassword: 'qwerty123' },
      'en',
    )
    expect(result.ok || result.errors.map((error) => [error.field, error.code])).toEqual([
      ['currentPassword', 'required'],
      ['newPassword', 'password_too_common'],
    ])
  })

  it('refuses a new password equal to the current one', () => {
    const same = { currentPassword: 'tulip-harbour-42', newPassword: 'tulip-harbour-42' }
    const result = validateInput(changePasswordSchema, same, 'fr')
    expect(result.ok || result.errors[0]?.message).toBe(
      'Le nouveau mot de passe doit être différent de l’actuel',
    )
  })
})
