const dayMs = 86_400_000

/** The longest period an export covers, in days between its first and last day. */
export const maximumExportDays = 366

/** An export's inclusive period of UTC days: `[start, end)` as instants. */
export interface ExportPeriod {
  from: string
  to: string
  start: Date
  end: Date
}

export type PeriodProblem = 'format' | 'order' | 'length'

function utcDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? day : null
}

/** Reads `from` and `to` (YYYY-MM-DD, inclusive, to ≥ from, at most 366 days apart). */
export function exportPeriod(
  from: string,
  to: string,
): { ok: true; period: ExportPeriod } | { ok: false; problem: PeriodProblem } {
  const start = utcDay(from)
  const last = utcDay(to)
  if (!start || !last) return { ok: false, problem: 'format' }
  if (last < start) return { ok: false, problem: 'order' }
  if ((last.getTime() - start.getTime()) / dayMs > maximumExportDays) {
    return { ok: false, problem: 'length' }
  }
  return { ok: true, period: { from, to, start, end: new Date(last.getTime() + dayMs) } }
}
