import type { VariablesOf } from '@comptoir/gql-client/admin-graphql'

import type { commissionsListQuery } from './commissions.graphql'

type Variables = VariablesOf<typeof commissionsListQuery>
type Filter = NonNullable<Variables['filter']>

export const commissionStatuses = [
  'PENDING',
  'APPROVED',
  'PAID',
  'REVERSED',
] as const satisfies readonly NonNullable<Filter['status']>[]
export type CommissionStatus = (typeof commissionStatuses)[number]

/** The commissions list's state in the address: filters and page. */
export interface CommissionsSearch {
  status?: CommissionStatus
  /** An ambassador's id. */
  ambassador?: string
  /** From this day (yyyy-mm-dd, the staff member's time zone). */
  from?: string
  /** To this day, included. */
  to?: string
  page?: number
}

const day = /^\d{4}-\d{2}-\d{2}$/
const id = /^[\w-]{1,64}$/

const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && day.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined

/** Keeps what the address says that the list understands; anything else is dropped. */
export function validateCommissionsSearch(search: Record<string, unknown>): CommissionsSearch {
  const page = Number(search.page)
  const ambassador =
    typeof search.ambassador === 'number' ? String(search.ambassador) : search.ambassador
  const valid: CommissionsSearch = {
    status: commissionStatuses.find((status) => status === search.status),
    ambassador: typeof ambassador === 'string' && id.test(ambassador) ? ambassador : undefined,
    from: dayOf(search.from),
    to: dayOf(search.to),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : undefined,
  }
  return Object.fromEntries(Object.entries(valid).filter(([, value]) => value !== undefined))
}

/** The instant a local day starts. */
const startOf = (date: string) => new Date(`${date}T00:00:00`)

/** The list query's variables for an address's search. */
export function commissionsVariables(search: CommissionsSearch, pageSize: number): Variables {
  const until = search.to ? startOf(search.to) : null
  until?.setDate(until.getDate() + 1)
  return {
    filter: {
      ...(search.status && { status: search.status }),
      ...(search.ambassador && { ambassadorId: search.ambassador }),
      ...(search.from && { since: startOf(search.from).toISOString() }),
      ...(until && { until: until.toISOString() }),
    },
    page: search.page ?? 1,
    pageSize,
  }
}
