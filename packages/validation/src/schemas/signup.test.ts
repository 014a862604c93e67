// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { signupSchema } from './signup'

const good = { email: 'jane@example.com', password: 'tulip-harbour-42', name: 'Jane', locale: 'en' }
const failures = (input: object) => {
  const result = validateInput(signupSchema, input, 'en')
  return result.ok
    ? {}
    : Object.fromEntries(result.errors.map((error) => [error.field, error.code]))
}

describe('signupSchema', () => {
  it('passes a complete sign-up and types the language', () => {
    const result = validateInput(signupSchema, good, 'en')
    expect(result.ok && result.value.locale).toBe('en')
  })

  it('refuses a bad e-mail, a common password, a blank name and an unknown language', () => {
    expect(failures({ email: 'jane@', password: 'Password1', name: '  ', locale: 'de' })).toEqual({
      email: 'email',
      password: 'password_too_common',
      name: 'required',
      locale: 'one_of',
    })
  })

  it('accepts a 64-character passphrase and refuses one over 128', () => {
    expect(failures({ ...good, password: 'word '.repeat(13) })).toEqual({})
    expect(failures({ ...good, password: 'x'.repeat(129) })).toEqual({
      password: 'password_too_long',
    })
  })
})
