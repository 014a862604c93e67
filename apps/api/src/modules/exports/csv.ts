/** A cell of a CSV file: text, an amount in cents, an instant, or nothing. */
export type CsvCell =
  { text: string } | { cents: number } | { number: number } | { at: Date } | null

const byteOrderMark = '\uFEFF'

/** Cents as a plain decimal with a dot: `1290` → `12.90`, `-58` → `-0.58`. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  return `${sign}${String(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`
}

/** An instant in ISO 8601, UTC, to the second: `2026-11-25T14:03:00Z`. */
export function isoInstant(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** RFC 4180 quoting; text a spreadsheet would run as a formula is kept as text. */
function quote(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function cell(value: CsvCell): string {
  if (value === null) return ''
  if ('text' in value) return quote(value.text)
  if ('cents' in value) return decimalAmount(value.cents)
  if ('number' in value) return String(value.number)
  return isoInstant(value.at)
}

/** A UTF-8 CSV file: byte order mark (spreadsheets then read accents), a header row, CRLF lines. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [
    header.map((name) => quote(name)).join(','),
    ...rows.map((row) => row.map(cell).join(',')),
  ]
  return `${byteOrderMark}${lines.map((line) => `${line}\r\n`).join('')}`
}
