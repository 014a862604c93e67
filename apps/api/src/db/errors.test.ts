import { describe, expect, it } from 'vitest'

import { isUniqueViolation } from './errors'

/** An error as the drivers raise it: PostgreSQL's code and constraint on the error or its cause. */
function databaseError(code: string, constraint?: string) {
  return Object.assign(new Error('duplicate key value violates unique constraint'), {
    code,
    constraint,
  })
}

describe('isUniqueViolation', () => {
  it('finds the unique violation on the error or down its causes', () => {
    expect(isUniqueViolation(databaseError('23505', 'users_email_unique'))).toBe(true)
    const wrapped = new Error('Failed query', {
      cause: new Error('query', { cause: databaseError('23505') }),
    })
    expect(isUniqueViolation(wrapped)).toBe(true)
  })

  it('checks the constraint when one is named', () => {
    const error = databaseError('23505', 'orders_idempotency_key_unique')
    expect(isUniqueViolation(error, 'orders_idempotency_key_unique')).toBe(true)
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(false)
  })

  it('is false for other errors and for what is not an error', () => {
    expect(isUniqueViolation(databaseError('23503'))).toBe(false)
    expect(isUniqueViolation(new Error('timeout'))).toBe(false)
    expect(isUniqueViolation({ code: '23505' })).toBe(false)
    expect(isUniqueViolation(undefined)).toBe(false)
  })
})
