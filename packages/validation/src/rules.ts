/**
 * Validation rules shared by the forms and the API.
 *
 * A rule is a pure check of one value (and, for cross-field rules, of its sibling values).
 * It knows nothing about messages or yup; `field.ts` turns rules into yup tests and
 * `messages.ts` turns a failing rule's code into a localised message.
 *
 * Only `required` rejects empty values: every other rule accepts `undefined`, `null`, `''`
 * and `[]`, so a rule list reads "required, then the format".
 */

/** Every code a failing rule can report. The API can expose this list as an enum. */
export const ruleCodes = [
  'required',
  'email',
  'min',
  'max',
  'regex',
  'numeric',
  'type',
  'one_of',
  'url',
  'range',
  'date',
  'end_before_start',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_mismatch',
  'password_unchanged',
  'iban',
  'postal_code',
  'card_number',
  'card_expiry_format',
  'card_expiry_month',
  'card_expired',
  'card_security_code',
  'text_direction_controls',
  'code_reserved',
] as const

/** The code of a failing rule, e.g. `'required'` or `'email'`. */
export type RuleCode = (typeof ruleCodes)[number]

/** Tells whether a string is one of the {@link ruleCodes}. */
export function isRuleCode(value: unknown): value is RuleCode {
  return typeof value === 'string' && (ruleCodes as readonly string[]).includes(value)
}

/** The other values of the form or input, for rules that compare fields. */
export type SiblingValues = Readonly<Record<string, unknown>>

/** One validation rule: a code and a check that returns `true` when the value passes. */
export interface Rule {
  /** Reported when the check fails. */
  readonly code: RuleCode
  /**
   * Checks one value.
   *
   * @param value the field's value
   * @param siblings the other values of the same form or input
   * @returns `true` when the value passes
   */
  readonly test: (value: unknown, siblings: SiblingValues) => boolean
}

/** Tells whether a value is a plain record (an object that is not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Tells whether a value counts as empty for the format rules:
 * `undefined`, `null`, `''`, an empty list or `NaN`.
 * Whitespace-only text is not empty here (only `required` treats it as missing).
 */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'number' && Number.isNaN(value))
  )
}

/**
 * Applies a text check to a value the way every format rule does: empty passes, text and
 * numbers are checked as text, a list passes when every item does, anything else fails.
 */
export function everyText(value: unknown, check: (text: string) => boolean): boolean {
  if (isEmpty(value)) return true
  const items: readonly unknown[] = Array.isArray(value) ? value : [value]
  return items.every(
    (item) => (typeof item === 'string' || typeof item === 'number') && check(String(item)),
  )
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * Counts characters as people see them (grapheme clusters): an accented letter, an emoji or a
 * flag counts once, whatever its encoding.
 */
export function characterLength(text: string): number {
  let count = 0
  for (const _segment of graphemes.segment(text)) count += 1
  return count
}

/** Copies a pattern without the `g` and `y` flags, whose `lastIndex` would make `test` stateful. */
function statelessPattern(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
}

/**
 * Fails for a missing value: `undefined`, `null`, `''`, whitespace-only text, an empty list,
 * `false` (an unchecked box) and `NaN`. `0` is a value and passes.
 */
export const required: Rule = {
  code: 'required',
  test: (value) =>
    !(isEmpty(value) || value === false || (typeof value === 'string' && value.trim() === '')),
}

/**
 * The e-mail pattern of the HTML standard (`<input type="email">`), with a dotted domain
 * (`name@example.com`; `name@localhost` is refused because a shop cannot mail it).
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** Passes an e-mail address, or a list whose every item is one. Empty passes. */
export const email: Rule = {
  code: 'email',
  test: (value) => everyText(value, (text) => emailPattern.test(text)),
}

/** Passes text of at least `length` characters. Empty passes. */
export function min(length: number): Rule {
  return {
    code: 'min',
    test: (value) => everyText(value, (text) => characterLength(text) >= length),
  }
}

/** Passes text of at most `length` characters. Empty passes. */
export function max(length: number): Rule {
  return {
    code: 'max',
    test: (value) => everyText(value, (text) => characterLength(text) <= length),
  }
}

/** Passes text matching the supplied pattern. Empty passes. */
export function regex(pattern: RegExp): Rule {
  const safe = statelessPattern(pattern)
  return { code: 'regex', test: (value) => everyText(value, (text) => safe.test(text)) }
}

/**
 * Passes a number (or numeric text) matching the supplied pattern, e.g. `/^\d+$/` for a
 * whole number. Numbers are tested through their text form. Empty passes.
 */
export function numeric(pattern: RegExp): Rule {
  const safe = statelessPattern(pattern)
  return { code: 'numeric', test: (value) => everyText(value, (text) => safe.test(text)) }
}

/** Passes one of the allowed values (compared exactly). Empty passes. */
export function oneOf(allowed: readonly string[]): Rule {
  return { code: 'one_of', test: (value) => everyText(value, (text) => allowed.includes(text)) }
}

/** Passes an absolute `http:` or `https:` address, or a list of them. Empty passes. */
export const url: Rule = {
  code: 'url',
  test: (value) =>
    everyText(value, (text) => {
      if (!URL.canParse(text)) return false
      const { protocol } = new URL(text)
      return protocol === 'http:' || protocol === 'https:'
    }),
}

/** Passes a number (or numeric text) between `lowest` and `highest`, both included. Empty passes. */
export function range(lowest: number, highest: number): Rule {
  return {
    code: 'range',
    test: (value) =>
      everyText(value, (text) => {
        const number = Number(text)
        return text.trim() !== '' && number >= lowest && number <= highest
      }),
  }
}

const isoDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/

/**
 * Reads an ISO 8601 date (`2025-03-01`) or date-time (`2025-03-01T09:30:00Z`) into a timestamp.
 * Impossible calendar dates (`2025-02-30`) give `undefined`.
 */
export function parseIsoDate(text: string): number | undefined {
  const match = isoDatePattern.exec(text)
  if (!match) return undefined
  const [, year, month, day] = match.map(Number)
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0))
  if (calendar.getUTCMonth() !== (month ?? 0) - 1 || calendar.getUTCDate() !== day) return undefined
  const timestamp = Date.parse(text)
  return Number.isNaN(timestamp) ? undefined : timestamp
}

/** Passes an ISO 8601 date or date-time that exists in the calendar. Empty passes. */
export const isoDate: Rule = {
  code: 'date',
  test: (value) => everyText(value, (text) => parseIsoDate(text) !== undefined),
}

/**
 * Passes a date strictly after the date held by the sibling field `startField`.
 * Passes when either date is empty or unreadable: those fields report their own errors.
 */
export function after(startField: string): Rule {
  return {
    code: 'end_before_start',
    test: (value, siblings) => {
      const start = siblings[startField]
      if (typeof value !== 'string' || typeof start !== 'string') return true
      const end = parseIsoDate(value)
      const begin = parseIsoDate(start)
      return end === undefined || begin === undefined || end > begin
    },
  }
}

/**
 * The invisible characters that change the direction text is drawn in: embeddings and
 * overrides (U+202A–U+202E), isolates (U+2066–U+2069) and marks (U+200E, U+200F). In a name
 * shown to others they can reverse what follows it (`Nina \u202E…`).
 */
export const directionControls = /[\u202A-\u202E\u2066-\u2069\u200E\u200F]/

/** Passes text without the invisible direction controls ({@link directionControls}). Empty passes. */
export const noDirectionControls: Rule = {
  code: 'text_direction_controls',
  test: (value) => everyText(value, (text) => !directionControls.test(text)),
}
