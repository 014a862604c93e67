// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { loginSchema } from './login'

describe('loginSchema', () => {
  it('only requires the password: strength rules do not apply when signing in', () => {
    expect(
      validateInput(loginSchema, { email: 'jane@example.com', password: '1234' }, 'en').ok,
    ).toBe(true)
  })

  it('requires a valid e-mail', () => {
    const result = validateInput(loginSchema, { email: 'jane', password: 'x' }, 'en')
    expect(result.ok || result.errors).toEqual([
      { field: 'email', code: 'email', message: 'E-mail address is not valid' },
    ])
  })
})
