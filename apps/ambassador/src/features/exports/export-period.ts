/** A period of whole days, `YYYY-MM-DD`, both included. */
export interface ExportPeriod {
  from: string
  to: string
}

/** The longest period one export covers, in days between its first and last day (the API's). */
export const longestExportDays = 366

/** Why a period cannot be exported. */
export type PeriodProblem = 'missing' | 'order' | 'length'

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10)

/** The current month in the ambassador's calendar, first to last day. */
export function currentMonth(now: Date = new Date()): ExportPeriod {
  const year = now.getFullYear()
  const month = now.getMonth()
  return { from: day(year, month, 1), to: day(year, month + 1, 0) }
}

function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isNaN(time) ? null : time
}

/** What is wrong with a period before asking the API for it, or `null`. */
export function periodProblem({ from, to }: ExportPeriod): PeriodProblem | null {
  const first = parseDay(from)
  const last = parseDay(to)
  if (first === null || last === null) return 'missing'
  if (last < first) return 'order'
  if ((last - first) / 86_400_000 > longestExportDays) return 'length'
  return null
}
