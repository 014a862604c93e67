/**
 * Password rules: length between 8 and 128 characters (long passphrases welcome), and none of
 * the most common passwords, compared without regard to case.
 */
import commonPasswordList from './data/common-passwords.json' with { type: 'json' }
import { characterLength, isEmpty, required, type Rule } from './rules'

/** Shortest password accepted. */
export const passwordMinLength = 8

/** Longest password accepted: passphrases of 64 characters and more are welcome. */
export const passwordMaxLength = 128

const commonPasswords: ReadonlySet<string> = new Set(
  commonPasswordList.map((password) => password.toLowerCase()),
)

/**
 * Tells whether a password is one of the ~500 most common passwords of public breach lists,
 * ignoring case (`PassWord` is as common as `password`).
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}

function passwordCheck(code: Rule['code'], check: (password: string) => boolean): Rule {
  return { code, test: (value) => isEmpty(value) || (typeof value === 'string' && check(value)) }
}

/** Fails for a password shorter than {@link passwordMinLength}. Empty passes. */
export const passwordLongEnough: Rule = passwordCheck(
  'password_too_short',
  (password) => characterLength(password) >= passwordMinLength,
)

/** Fails for a password longer than {@link passwordMaxLength}. Empty passes. */
export const passwordShortEnough: Rule = passwordCheck(
  'password_too_long',
  (password) => characterLength(password) <= passwordMaxLength,
)

/** Fails for one of the most common passwords, whatever its case. Empty passes. */
export const passwordNotCommon: Rule = passwordCheck(
  'password_too_common',
  (password) => !isCommonPassword(password),
)

/** The rules of a new password, in the order they are checked: required, length, not common. */
export const newPasswordRules: readonly Rule[] = [
  required,
  passwordLongEnough,
  passwordShortEnough,
  passwordNotCommon,
]

/** Fails when the value differs from the sibling field `passwordField` (a confirmation). */
export function samePasswordAs(passwordField: string): Rule {
  return { code: 'password_mismatch', test: (value, siblings) => value === siblings[passwordField] }
}

/** Fails when the value equals the sibling field `currentField` (a new password must change). */
export function differentPasswordFrom(currentField: string): Rule {
  return {
    code: 'password_unchanged',
    test: (value, siblings) => isEmpty(value) || value !== siblings[currentField],
  }
}
