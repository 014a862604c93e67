// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { operationSchema } from './operation'

const good = {
  name: 'Spring sale',
  code: 'SPRING-25',
  customerDiscount: 10,
  startsAt: '2025-03-01',
  endsAt: '2025-03-31',
  salesGoal: 50,
}
const failures = (input: object) => {
  const result = validateInput(operationSchema, input, 'en')
  return result.ok
    ? {}
    : Object.fromEntries(result.errors.map((error) => [error.field, error.code]))
}

describe('operationSchema', () => {
  it('passes a complete operation and reads numeric text as numbers', () => {
    const result = validateInput(
      operationSchema,
      { ...good, customerDiscount: '12.5', salesGoal: '0' },
      'en',
    )
    expect(result.ok && [result.value.customerDiscount, result.value.salesGoal]).toEqual([12.5, 0])
  })

  it('needs a code of 3 to 20 upper-case letters, digits or hyphens', () => {
    expect(failures({ ...good, code: 'AB' })).toEqual({ code: 'min' })
    expect(failures({ ...good, code: 'A'.repeat(21) })).toEqual({ code: 'max' })
    expect(failures({ ...good, code: 'spring' })).toEqual({ code: 'regex' })
    expect(failures({ ...good, code: 'ÉTÉ-25' })).toEqual({ code: 'regex' })
  })

  it('refuses the shop’s reserved codes and a name that turns text around', () => {
    expect(failures({ ...good, code: 'COMPTOIR' })).toEqual({ code: 'code_reserved' })
    expect(failures({ ...good, code: 'WELCOME10' })).toEqual({ code: 'code_reserved' })
    expect(failures({ ...good, name: 'Spring \u202Eelas' })).toEqual({
      name: 'text_direction_controls',
    })
  })

  it('keeps the customer discount between 0 and 30 %', () => {
    expect(failures({ ...good, customerDiscount: 0 })).toEqual({})
    expect(failures({ ...good, customerDiscount: 30 })).toEqual({})
    expect(failures({ ...good, customerDiscount: 31 })).toEqual({ customerDiscount: 'range' })
    expect(failures({ ...good, customerDiscount: -5 })).toEqual({ customerDiscount: 'numeric' })
  })

  it('needs the end date after the start date', () => {
    expect(failures({ ...good, endsAt: '2025-03-01' })).toEqual({ endsAt: 'end_before_start' })
    expect(failures({ ...good, startsAt: '2025-02-30' })).toEqual({ startsAt: 'date' })
  })

  it('needs a whole sales goal of 0 or more', () => {
    expect(failures({ ...good, salesGoal: 2.5 })).toEqual({ salesGoal: 'numeric' })
    expect(failures({ ...good, salesGoal: -1 })).toEqual({ salesGoal: 'numeric' })
    expect(failures({ ...good, salesGoal: '' })).toEqual({ salesGoal: 'required' })
  })
})
