/**
 * Payment card rules: the number (12 to 19 digits, Luhn checksum), the expiry date (MM/YY, a
 * real month, not in the past) and the security code (3 or 4 digits), and the formatting of the
 * expiry date as it is typed. Shared by the checkout form and the server that takes the card.
 */
import { everyText, type Rule } from './rules'

/** The digits of a card number, without the spaces or hyphens people type between groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '')
}

/** Tells whether a card number is 12 to 19 digits (spaces and hyphens aside) with a valid Luhn checksum. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Passes a card number as {@link isValidCardNumber} says. Empty passes. */
export const cardNumber: Rule = {
  code: 'card_number',
  test: (value) => everyText(value, isValidCardNumber),
}

const expiryPattern = /^(\d{2})\s*\/\s*(\d{2})$/

/** The month (1 to 99) and the four-digit year of an `MM/YY` text, or undefined when it is not one. */
function readExpiry(text: string): { month: number; year: number } | undefined {
  const match = expiryPattern.exec(text.trim())
  if (!match) return undefined
  return { month: Number(match[1]), year: 2000 + Number(match[2]) }
}

/** Passes an expiry written `MM/YY` (spaces around the slash allowed). Empty passes. */
export const cardExpiryFormat: Rule = {
  code: 'card_expiry_format',
  test: (value) => everyText(value, (text) => readExpiry(text) !== undefined),
}

/** Passes an `MM/YY` expiry whose month is 01 to 12. Empty and other shapes pass (see {@link cardExpiryFormat}). */
export const cardExpiryMonth: Rule = {
  code: 'card_expiry_month',
  test: (value) =>
    everyText(value, (text) => {
      const expiry = readExpiry(text)
      return expiry === undefined || (expiry.month >= 1 && expiry.month <= 12)
    }),
}

/**
 * Tells whether a card of expiry `MM/YY` can still pay at `now`: a card is valid until the end
 * of its month (counted in UTC).
 */
export function isCardExpiryValid(expiry: string, now: Date): boolean {
  const read = readExpiry(expiry)
  if (!read || read.month < 1 || read.month > 12) return false
  return read.year * 12 + read.month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

/**
 * Passes an `MM/YY` expiry that is not in the past at the time of the check. Empty and
 * malformed values pass (the format and month rules speak first).
 *
 * @param now the current time (tests pass a fixed one)
 */
export function cardNotExpired(now: () => Date = () => new Date()): Rule {
  return {
    code: 'card_expired',
    test: (value) =>
      everyText(value, (text) => {
        const read = readExpiry(text)
        if (!read || read.month < 1 || read.month > 12) return true
        return isCardExpiryValid(text, now())
      }),
  }
}

/** Passes a security code of 3 or 4 digits. Empty passes. */
export const cardSecurityCode: Rule = {
  code: 'card_security_code',
  test: (value) => everyText(value, (text) => /^\d{3,4}$/.test(text.trim())),
}

/**
 * Writes an expiry as it is typed in the `MM/YY` shape: `1229` → `12/29`, `5` → `05`
 * (a month starting with 2 to 9 has one digit), anything but digits dropped, at most 4 digits.
 * The slash appears with the first digit of the year, so deleting backwards never sticks on it.
 */
export function formatCardExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '')
  const padded = /^[2-9]/.test(digits) ? `0${digits}` : digits
  const month = padded.slice(0, 2)
  const year = padded.slice(2, 4)
  return year === '' ? month : `${month}/${year}`
}
