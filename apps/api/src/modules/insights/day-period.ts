import type { Locale } from '@comptoir/i18n/locales'

const dayMs = 86_400_000

/** The longest period of days asked for (an export, a list's filter), in days between its first and last day. */
export const maximumPeriodDays = 366

/** An inclusive period of UTC days: `[start, end)` as instants. */
export interface DayPeriod {
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
export function dayPeriod(
  from: string,
  to: string,
): { ok: true; period: DayPeriod } | { ok: false; problem: PeriodProblem } {
  const start = utcDay(from)
  const last = utcDay(to)
  if (!start || !last) return { ok: false, problem: 'format' }
  if (last < start) return { ok: false, problem: 'order' }
  if ((last.getTime() - start.getTime()) / dayMs > maximumPeriodDays) {
    return { ok: false, problem: 'length' }
  }
  return { ok: true, period: { from, to, start, end: new Date(last.getTime() + dayMs) } }
}

const problems = {
  en: {
    format: 'Dates must be real days written YYYY-MM-DD, such as 2026-11-30.',
    order: 'The end date must be on or after the start date.',
    length: `A period covers at most ${String(maximumPeriodDays)} days: choose a shorter one.`,
  },
  fr: {
    format: 'Les dates doivent être des jours réels au format AAAA-MM-JJ, par exemple 2026-11-30.',
    order: 'La date de fin doit être identique ou postérieure à la date de début.',
    length: `Une période couvre au plus ${String(maximumPeriodDays)} jours\u202f: choisissez-en une plus courte.`,
  },
} satisfies Record<Locale, Record<PeriodProblem, string>>

/** Why a period was refused, in `locale`. */
export function periodProblemMessage(problem: PeriodProblem, locale: Locale): string {
  return problems[locale][problem]
}
