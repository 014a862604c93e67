// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { addressSchema } from './address'

const good = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  line1: '12 rue de la Paix',
  line2: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
  phone: '+33 6 12 34 56 78',
}
const failures = (input: object) => {
  const result = validateInput(addressSchema, input, 'en')
  return result.ok
    ? {}
    : Object.fromEntries(result.errors.map((error) => [error.field, error.code]))
}

describe('addressSchema', () => {
  it('passes a French address with an empty second line and turns null optionals into undefined', () => {
    expect(failures(good)).toEqual({})
    const result = validateInput(addressSchema, { ...good, line2: null, phone: null }, 'en')
    expect(result.ok && [result.value.line2, result.value.phone]).toEqual([undefined, undefined])
  })

  it('checks the postal code against the chosen country', () => {
    expect(failures({ ...good, country: 'BE', postalCode: '1000' })).toEqual({})
    expect(failures({ ...good, country: 'BE', postalCode: '75002' })).toEqual({
      postalCode: 'postal_code',
    })
    expect(failures({ ...good, country: 'GB', postalCode: 'SW1A 1AA' })).toEqual({})
  })

  it('refuses an unsupported country and a phone with letters', () => {
    expect(failures({ ...good, country: 'JP', phone: '06 CALL ME' })).toEqual({
      country: 'one_of',
      phone: 'numeric',
    })
  })

  it('requires names, first address line, postal code, city and country', () => {
    expect(Object.keys(failures({}))).toEqual([
      'firstName',
      'lastName',
      'line1',
      'postalCode',
      'city',
      'country',
    ])
  })
})
