// @vitest-environment node
import { object } from 'yup'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'

import { fieldsFor } from './field'
import { email, min, type Rule } from './rules'
import { loginSchema } from './schemas/login'
import { resetPasswordSchema } from './schemas/reset-password'
import { signupSchema } from './schemas/signup'
import { validateField, validateInput, validateValues } from './validate'

const goodSignup = {
  email: 'jane@example.com',
  password: 'tulip-harbour-42',
  name: 'Jane',
  locale: 'fr',
}

describe('validateInput', () => {
  it('returns the value when every field passes, without unknown keys', () => {
    const result = validateInput(signupSchema, { ...goodSignup, isAdmin: true }, 'en')
    expect(result).toEqual({ ok: true, value: goodSignup })
    if (result.ok) {
      expectTypeOf(result.value).toEqualTypeOf<{
        email: string
        password: string
        name: string
        locale: 'en' | 'fr'
      }>()
    }
  })

  it('reports every failing field once, with its code and message, in field order', () => {
    expect(validateInput(signupSchema, {}, 'en')).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'required', message: 'This field is required' },
        { field: 'password', code: 'required', message: 'This field is required' },
        { field: 'name', code: 'required', message: 'This field is required' },
        { field: 'locale', code: 'required', message: 'This field is required' },
      ],
    })
  })

  it('reports only the first failing rule of a field', () => {
    const result = validateInput(signupSchema, { ...goodSignup, password: '1234' }, 'en')
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'password',
          code: 'password_too_short',
          message: 'The password must be at least 8 characters long',
        },
      ],
    })
  })

  it('stops evaluating a field at its first failing rule', () => {
    const later: Rule = { code: 'regex', test: vi.fn(() => true) }
    const schema = () => object({ code: fieldsFor('en').text('operationCode', min(3), later) })
    validateInput(schema, { code: 'AB' }, 'en')
    expect(later.test).not.toHaveBeenCalled()
    validateInput(schema, { code: 'ABC' }, 'en')
    expect(later.test).toHaveBeenCalledOnce()
  })

  it('words messages in the requested language with the localised label', () => {
    const result = validateInput(loginSchema, { email: 'jane@', password: '' }, 'fr')
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'email', message: 'L’adresse e-mail n’est pas valide' },
        { field: 'password', code: 'required', message: 'Ce champ est obligatoire' },
      ],
    })
  })

  it("reports a value of the wrong type with the code 'type'", () => {
    const result = validateInput(loginSchema, { email: 42, password: ['x'] }, 'en')
    expect(result.ok || result.errors.map((error) => error.code)).toEqual(['type', 'type'])
  })

  it('treats a missing or non-object input as empty', () => {
    for (const input of [undefined, null, 'jane@example.com', [goodSignup]]) {
      const result = validateInput(signupSchema, input, 'en')
      expect(result.ok || result.errors).toHaveLength(4)
    }
  })
})

describe('validateValues and validateField', () => {
  it('validateValues gives an empty list for passing values', () => {
    expect(validateValues(loginSchema('en'), { email: 'a@example.com', password: 'x' })).toEqual([])
  })

  it('validateField checks one field with its siblings available', () => {
    const schema = resetPasswordSchema('en')
    const values = { password: 'tulip-harbour-42', passwordConfirmation: 'tulip-harbour-24' }
    expect(validateField(schema, 'passwordConfirmation', values)).toEqual({
      field: 'passwordConfirmation',
      code: 'password_mismatch',
      message: 'The passwords do not match',
    })
    expect(validateField(schema, 'password', values)).toBeUndefined()
  })

  it('validateField ignores a field the schema does not have', () => {
    expect(validateField(loginSchema('en'), 'remember', {})).toBeUndefined()
  })

  it('an e-mail list with one bad item fails as a whole', () => {
    const schema = object({ cc: fieldsFor('en').textList('email', email) })
    expect(validateValues(schema, { cc: ['a@example.com', 'b@'] })).toEqual([
      { field: 'cc', code: 'email', message: 'E-mail address is not valid' },
    ])
    expect(validateValues(schema, { cc: [] })).toEqual([])
  })
})
