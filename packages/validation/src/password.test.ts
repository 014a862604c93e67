// @vitest-environment node
import { describe, expect, it } from 'vitest'

import commonPasswordList from './data/common-passwords.json' with { type: 'json' }
import {
  differentPasswordFrom,
  isCommonPassword,
  newPasswordRules,
  passwordLongEnough,
  passwordNotCommon,
  passwordShortEnough,
  samePasswordAs,
} from './password'

const firstFailure = (value: unknown): string | undefined =>
  newPasswordRules.find((rule) => !rule.test(value, {}))?.code

describe('password rules', () => {
  it('ships about 500 common passwords', () => {
    expect(commonPasswordList.length).toBeGreaterThanOrEqual(500)
  })

  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true)
    expect(isCommonPassword('PassWord')).toBe(true)
    expect(isCommonPassword('QWERTYUIOP')).toBe(true)
    expect(isCommonPassword('correct horse battery staple')).toBe(false)
    expect(passwordNotCommon.test('Password1', {})).toBe(false)
    expect(passwordNotCommon.code).toBe('password_too_common')
  })

  it('needs 8 characters at least', () => {
    expect(passwordLongEnough.test('x7#kQ2p', {})).toBe(false)
    expect(passwordLongEnough.test('x7#kQ2pz', {})).toBe(true)
  })

  it('welcomes long passphrases up to 128 characters', () => {
    expect(passwordShortEnough.test('a'.repeat(64), {})).toBe(true)
    expect(passwordShortEnough.test('a'.repeat(128), {})).toBe(true)
    expect(passwordShortEnough.test('a'.repeat(129), {})).toBe(false)
  })

  it('reports the first failing rule: required, then too short, then too common', () => {
    expect(firstFailure('   ')).toBe('required')
    expect(firstFailure('1234')).toBe('password_too_short')
    expect(firstFailure('12345678')).toBe('password_too_common')
    expect(firstFailure('a'.repeat(129))).toBe('password_too_long')
    expect(firstFailure('tulip-harbour-42')).toBeUndefined()
  })

  it('compares a confirmation and a new password with their sibling fields', () => {
    expect(samePasswordAs('password').test('abc', { password: 'abc' })).toBe(true)
    expect(samePasswordAs('password').test('abd', { password: 'abc' })).toBe(false)
    expect(differentPasswordFrom('currentPassword').test('abc', { currentPassword: 'abc' })).toBe(
      false,
    )
    expect(differentPasswordFrom('currentPassword').test('abd', { currentPassword: 'abc' })).toBe(
      true,
    )
  })
})
