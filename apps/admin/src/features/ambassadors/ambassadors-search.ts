import type { AmbassadorStatusName } from './ambassador-format'

export const ambassadorStatuses = [
  'APPROVED',
  'SUSPENDED',
  'APPLIED',
  'REJECTED',
] as const satisfies readonly AmbassadorStatusName[]

/** The ambassadors list's state in the address. */
export interface AmbassadorsSearch {
  q?: string
  status?: AmbassadorStatusName
  page?: number
}

/** Keeps what the address says that the list understands; anything else is dropped. */
export function validateAmbassadorsSearch(search: Record<string, unknown>): AmbassadorsSearch {
  const page = Number(search.page)
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : ''
  const valid: AmbassadorsSearch = {
    q: q === '' ? undefined : q,
    status: ambassadorStatuses.find((status) => status === search.status),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : undefined,
  }
  return Object.fromEntries(Object.entries(valid).filter(([, value]) => value !== undefined))
}
