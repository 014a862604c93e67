/** A cell of a CSV file: text, an amount in cents, an instant, or nothing. */
export type CsvCell =
  { text: string } | { cents: number } | { number: number } | { at: Date } | null

/**
 * How a spreadsheet expects its CSV: `FRENCH` (what French spreadsheet apps read by default),
 * `;` between cells and a decimal comma; `INTERNATIONAL`, `,` between cells and a decimal point.
 */
export type CsvDialect = 'FRENCH' | 'INTERNATIONAL'

const separators = { FRENCH: ';', INTERNATIONAL: ',' } as const satisfies Record<CsvDialect, string>
const decimalMarks = { FRENCH: ',', INTERNATIONAL: '.' } as const satisfies Record<
  CsvDialect,
  string
>

const byteOrderMark = '\uFEFF'

/** Cents as a plain decimal: `1290` → `12.90` (`12,90` in the French dialect), `-58` → `-0.58`. */
export function decimalAmount(cents: number, dialect: CsvDialect = 'INTERNATIONAL'): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  const units = String(Math.floor(absolute / 100))
  return `${sign}${units}${decimalMarks[dialect]}${String(absolute % 100).padStart(2, '0')}`
}

/** A number without grouping: `12.5` → `12.5` (`12,5` in the French dialect). */
export function decimalNumber(value: number, dialect: CsvDialect = 'INTERNATIONAL'): string {
  return String(value).replace('.', decimalMarks[dialect])
}

/** An instant in ISO 8601, UTC, to the second: `2026-11-25T14:03:00Z`. */
export function isoInstant(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** RFC 4180 quoting (around the dialect's separator too); text a spreadsheet would run as a formula is kept as text. */
function quote(value: string, dialect: CsvDialect): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  const special = new RegExp(`["\\r\\n${separators[dialect]}]`)
  return special.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function cell(value: CsvCell, dialect: CsvDialect): string {
  if (value === null) return ''
  if ('text' in value) return quote(value.text, dialect)
  if ('cents' in value) return decimalAmount(value.cents, dialect)
  if ('number' in value) return decimalNumber(value.number, dialect)
  return isoInstant(value.at)
}

/**
 * A UTF-8 CSV file in a dialect: byte order mark (spreadsheets then read accents), a header
 * row, CRLF lines.
 */
export function csvFile(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = 'INTERNATIONAL',
): string {
  const separator = separators[dialect]
  const lines = [
    header.map((name) => quote(name, dialect)).join(separator),
    ...rows.map((row) => row.map((value) => cell(value, dialect)).join(separator)),
  ]
  return `${byteOrderMark}${lines.map((line) => `${line}\r\n`).join('')}`
}
