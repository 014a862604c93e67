// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { countryOptions, isValidPostalCode, postalCode, type CountryCode } from './countries'

describe('postal codes', () => {
  it.each<[CountryCode, string, string]>([
    ['FR', '75001', '7500'],
    ['BE', '1000', '0999'],
    ['CH', '8001', '80011'],
    ['LU', 'L-1234', 'L-12345'],
    ['DE', '10115', '1011'],
    ['ES', '28013', '53001'],
    ['IT', '00184', '0018'],
    ['NL', '1012 AB', '1012 A'],
    ['GB', 'SW1A 1AA', 'SW1A'],
    ['US', '94103-1234', '9410'],
  ])('%s accepts %s and refuses %s', (country, good, bad) => {
    expect(isValidPostalCode(country, good)).toBe(true)
    expect(isValidPostalCode(country, bad)).toBe(false)
  })

  it('checks the code against the country chosen in the sibling field', () => {
    const rule = postalCode('country')
    expect(rule.test('1000', { country: 'BE' })).toBe(true)
    expect(rule.test('1000', { country: 'FR' })).toBe(false)
    expect(rule.test('1000', {})).toBe(true)
    expect(rule.code).toBe('postal_code')
  })
})

describe('country options', () => {
  it('names the countries in the active language, sorted by name', () => {
    const french = countryOptions('fr')
    expect(french[0]).toEqual({ code: 'DE', name: 'Allemagne' })
    expect(french.find((option) => option.code === 'US')?.name).toBe('États-Unis')
    expect(countryOptions('en').map((option) => option.name)).toContain('United Kingdom')
    expect(countryOptions('en')).toHaveLength(10)
  })
})
