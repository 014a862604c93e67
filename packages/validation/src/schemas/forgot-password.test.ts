// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { forgotPasswordSchema } from './forgot-password'

describe('forgotPasswordSchema', () => {
  it('needs an e-mail address', () => {
    expect(validateInput(forgotPasswordSchema, { email: 'jane@example.com' }, 'fr').ok).toBe(true)
    const result = validateInput(forgotPasswordSchema, { email: ' ' }, 'fr')
    expect(result.ok || result.errors).toEqual([
      { field: 'email', code: 'required', message: 'Ce champ est obligatoire' },
    ])
  })
})
