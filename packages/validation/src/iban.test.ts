// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { iban, isIbanOnFile, isValidIban, maskIban, normalizeIban } from './iban'

describe('IBAN', () => {
  it.each([
    'FR76 3000 6000 0112 3456 7890 189',
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'BE68 5390 0754 7034',
    'CH93 0076 2011 6238 5295 7',
    'NL91ABNA0417164300',
    'fr7630006000011234567890189',
  ])('accepts %s (spaces ignored, any case)', (value) => {
    expect(isValidIban(value)).toBe(true)
  })

  it.each([
    ['a wrong checksum', 'DE89 3704 0044 0532 0130 01'],
    ['swapped digits', 'FR76 3000 6000 0112 3456 7890 198'],
    ['a wrong length for the country', 'FR76 3000 6000 0112 3456 7890 18'],
    ['no country', '7630006000011234567890189'],
    ['characters that are not letters or digits', 'FR76-3000-6000-0112-3456-7890-189'],
  ])('refuses %s', (_name, value) => {
    expect(isValidIban(value)).toBe(false)
  })

  it('normalizes spaces and case', () => {
    expect(normalizeIban(' be68 5390\t0754 7034 ')).toBe('BE68539007547034')
  })

  it("is a rule with the code 'iban' that accepts empty", () => {
    expect(iban.code).toBe('iban')
    expect(iban.test('', {})).toBe(true)
    expect(iban.test('BE68 5390 0754 7034', {})).toBe(true)
    expect(iban.test('BE68 5390 0754 7035', {})).toBe(false)
  })

  it('masks an IBAN to its country, check digits and last four characters', () => {
    expect(maskIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 •••• 0189')
    expect(isIbanOnFile('FR76 •••• 0189', 'FR76 •••• 0189')).toBe(true)
    expect(isIbanOnFile('FR76 •••• 0189', null)).toBe(false)
    expect(isIbanOnFile('', 'FR76 •••• 0189')).toBe(false)
  })
})
