import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'
import { staffEnrolmentSchema, staffInvitationSchema, staffSecondFactorSchema } from './staff'

describe('staff schemas', () => {
  it('takes an invitation with a known role only', () => {
    expect(
      validateInput(staffInvitationSchema, { email: 'a@b.test', name: 'A', role: 'orders' }, 'en'),
    ).toMatchObject({ ok: true })
    const refused = validateInput(
      staffInvitationSchema,
      { email: 'a@b.test', name: 'A', role: 'admin' },
      'fr',
    )
    expect(refused).toMatchObject({ ok: false, errors: [{ field: 'role', code: 'one_of' }] })
  })

  it('asks the enrolment for six digits', () => {
    const input = { password: 'a long passphrase', passwordConfirmation: 'a long passphrase' }
    expect(validateInput(staffEnrolmentSchema, { ...input, code: '123 456' }, 'en').ok).toBe(true)
    expect(validateInput(staffEnrolmentSchema, { ...input, code: '12345' }, 'en')).toMatchObject({
      ok: false,
      errors: [{ field: 'code', code: 'regex' }],
    })
  })

  it('takes six digits or a recovery code at the second step', () => {
    for (const code of ['123456', 'abcde-12345', 'ABCDE12345']) {
      expect(validateInput(staffSecondFactorSchema, { code }, 'en').ok).toBe(true)
    }
    expect(validateInput(staffSecondFactorSchema, { code: 'abc' }, 'en').ok).toBe(false)
  })
})
