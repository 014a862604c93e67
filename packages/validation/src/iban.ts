/**
 * IBAN check (ISO 13616): country code, check digits, a national part of the length that
 * country uses, and the mod-97 checksum. Spaces are ignored and letters may be lower case.
 */
import { everyText, type Rule } from './rules'

/** Length of a whole IBAN per country (ISO 13616 registry). Other countries: 15 to 34 characters. */
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
}

const ibanShape = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/

/** Removes every space and upper-cases an IBAN as typed (`fr76 3000…` → `FR763000…`). */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase()
}

/** Computes the ISO 7064 mod-97 remainder of an IBAN rearranged for checking. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** Tells whether text is a valid IBAN (spaces ignored, any case). */
export function isValidIban(iban: string): boolean {
  const compact = normalizeIban(iban)
  if (!ibanShape.test(compact)) return false
  const expectedLength = ibanLengths[compact.slice(0, 2)]
  if (expectedLength !== undefined && compact.length !== expectedLength) return false
  return mod97(compact) === 1
}

/** Passes a valid IBAN. Empty passes. */
export const iban: Rule = { code: 'iban', test: (value) => everyText(value, isValidIban) }

/**
 * How an IBAN on file is shown back: country, check digits and the last four characters
 * (`FR76 •••• 0189`), so a page never holds the whole account number.
 */
export function maskIban(account: string): string {
  const compact = normalizeIban(account)
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`
}

/**
 * Tells whether a typed value is the masked IBAN on file (`maskedOnFile`, as {@link maskIban}
 * shows it) left as it was shown: it means "keep the IBAN on file".
 */
export function isIbanOnFile(value: unknown, maskedOnFile: string | null | undefined): boolean {
  return typeof value === 'string' && Boolean(maskedOnFile) && value.trim() === maskedOnFile
}

/** Passes a valid IBAN, or the masked IBAN on file (see {@link isIbanOnFile}) left unchanged. */
export function ibanOrOnFile(maskedOnFile: string | null | undefined): Rule {
  return {
    code: 'iban',
    test: (value, siblings) => isIbanOnFile(value, maskedOnFile) || iban.test(value, siblings),
  }
}

/**
 * Tells whether a profile's typed IBAN changes the payout account: anything but nothing, the
 * masked IBAN on file left as shown, or an empty field where no IBAN is on file.
 */
export function changesIban(typed: unknown, maskedOnFile: string | null | undefined): boolean {
  if (typeof typed !== 'string' || isIbanOnFile(typed, maskedOnFile)) return false
  return typed.trim() !== '' || Boolean(maskedOnFile)
}
