// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { ambassadorApplicationSchema } from './ambassador-application'

const good = {
  name: 'Jane',
  email: 'jane@example.com',
  password: 'tulip-harbour-42',
  motivation: 'I review coffee gear every week for my readers.',
  socialLinks: ['https://instagram.com/jane'],
  termsAccepted: true,
}
const failures = (input: object, signedIn = false) => {
  const result = validateInput(
    (locale) => ambassadorApplicationSchema(locale, { signedIn }),
    input,
    'en',
  )
  return result.ok
    ? {}
    : Object.fromEntries(result.errors.map((error) => [error.field, error.code]))
}

describe('ambassadorApplicationSchema', () => {
  it('passes a complete application', () => {
    expect(failures(good)).toEqual({})
  })

  it('needs a password unless the applicant is signed in', () => {
    expect(failures({ ...good, password: '' })).toEqual({ password: 'required' })
    expect(failures({ ...good, password: '' }, true)).toEqual({})
    expect(failures({ ...good, password: 'password' }, true)).toEqual({
      password: 'password_too_common',
    })
  })

  it('needs a motivation of 20 to 1000 characters', () => {
    expect(failures({ ...good, motivation: 'Love it.' })).toEqual({ motivation: 'min' })
    expect(failures({ ...good, motivation: 'a'.repeat(20) })).toEqual({})
    expect(failures({ ...good, motivation: 'a'.repeat(1001) })).toEqual({ motivation: 'max' })
  })

  it('checks every social link and accepts none', () => {
    expect(failures({ ...good, socialLinks: ['https://a.example', 'my blog'] })).toEqual({
      socialLinks: 'url',
    })
    expect(failures({ ...good, socialLinks: [] })).toEqual({})
  })

  it('needs the terms accepted', () => {
    expect(failures({ ...good, termsAccepted: false })).toEqual({ termsAccepted: 'required' })
  })
})
