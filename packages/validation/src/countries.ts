/**
 * Countries the shop delivers to, their names in each language and their postal code formats.
 */
import type { Locale } from '@comptoir/i18n/locales'

import { everyText, type Rule } from './rules'

/** ISO 3166-1 alpha-2 codes of the countries an address may be in. */
export const supportedCountries = [
  'FR',
  'BE',
  'CH',
  'LU',
  'DE',
  'ES',
  'IT',
  'NL',
  'GB',
  'US',
] as const

/** One of the {@link supportedCountries}. */
export type CountryCode = (typeof supportedCountries)[number]

/** Tells whether a value is one of the {@link supportedCountries}. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (supportedCountries as readonly string[]).includes(value)
}

/** Each supported country's name in each language. */
export const countryNames = {
  FR: { en: 'France', fr: 'France' },
  BE: { en: 'Belgium', fr: 'Belgique' },
  CH: { en: 'Switzerland', fr: 'Suisse' },
  LU: { en: 'Luxembourg', fr: 'Luxembourg' },
  DE: { en: 'Germany', fr: 'Allemagne' },
  ES: { en: 'Spain', fr: 'Espagne' },
  IT: { en: 'Italy', fr: 'Italie' },
  NL: { en: 'Netherlands', fr: 'Pays-Bas' },
  GB: { en: 'United Kingdom', fr: 'Royaume-Uni' },
  US: { en: 'United States', fr: 'États-Unis' },
} as const satisfies Record<CountryCode, Record<Locale, string>>

/** A country as a choice in a list: its code and its name in the active language. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, the value stored. */
  readonly code: CountryCode
  /** Name shown to the user. */
  readonly name: string
}

/** The supported countries with their names in `locale`, sorted by name in that language. */
export function countryOptions(locale: Locale): CountryOption[] {
  return supportedCountries
    .map((code) => ({ code, name: countryNames[code][locale] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** Postal code format of each supported country (spaces inside as people write them). */
const postalCodePatterns: Record<CountryCode, RegExp> = {
  FR: /^\d{5}$/,
  BE: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  LU: /^(?:L-?)?\d{4}$/i,
  DE: /^\d{5}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  IT: /^\d{5}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  US: /^\d{5}(?:-\d{4})?$/,
}

/** Tells whether a postal code has the format used in `country` (surrounding spaces ignored). */
export function isValidPostalCode(country: CountryCode, postalCode: string): boolean {
  return postalCodePatterns[country].test(postalCode.trim())
}

/**
 * Passes a postal code in the format of the country held by the sibling field `countryField`.
 * Passes when that country is missing or unsupported: the country field reports it. Empty passes.
 */
export function postalCode(countryField = 'country'): Rule {
  return {
    code: 'postal_code',
    test: (value, siblings) => {
      const country = siblings[countryField]
      if (!isCountryCode(country)) return true
      return everyText(value, (text) => isValidPostalCode(country, text))
    },
  }
}
