import type { VariablesOf } from '@comptoir/gql-client/admin-graphql'

import type { ordersListQuery } from './orders.graphql'

type Variables = VariablesOf<typeof ordersListQuery>
type Filter = NonNullable<Variables['filter']>

export const orderStatuses = [
  'PENDING_PAYMENT',
  'PAID',
  'FULFILLED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const satisfies readonly NonNullable<Filter['status']>[]
export type OrderStatus = (typeof orderStatuses)[number]

export const paymentMethods = ['stripe', 'bank-transfer', 'test-card'] as const
export const orderSorts = ['NEWEST', 'OLDEST', 'TOTAL_HIGHEST'] as const
export type OrderSort = (typeof orderSorts)[number]

/** The orders list's state in the address: filters, sorting and page. */
export interface OrdersSearch {
  status?: OrderStatus
  /** From this day (yyyy-mm-dd, the staff member's time zone). */
  from?: string
  /** To this day, included. */
  to?: string
  payment?: (typeof paymentMethods)[number]
  ambassador?: string
  q?: string
  sort?: OrderSort
  page?: number
}

const day = /^\d{4}-\d{2}-\d{2}$/

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value)

const text = (value: unknown, length: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, length) : undefined

const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && day.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined

/** Keeps what the address says that the list understands; anything else is dropped. */
export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const page = Number(search.page)
  const valid: OrdersSearch = {
    status: oneOf(orderStatuses, search.status),
    from: dayOf(search.from),
    to: dayOf(search.to),
    payment: oneOf(paymentMethods, search.payment),
    ambassador: text(search.ambassador, 40)?.toUpperCase(),
    q: text(search.q, 100),
    sort: oneOf(orderSorts, search.sort),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : undefined,
  }
  return Object.fromEntries(Object.entries(valid).filter(([, value]) => value !== undefined))
}

/** The instant a local day starts. */
const startOf = (date: string) => new Date(`${date}T00:00:00`)

/** The list query's variables for an address's search. */
export function ordersVariables(search: OrdersSearch, pageSize: number): Variables {
  const until = search.to ? startOf(search.to) : null
  until?.setDate(until.getDate() + 1)
  return {
    filter: {
      ...(search.status && { status: search.status }),
      ...(search.from && { since: startOf(search.from).toISOString() }),
      ...(until && { until: until.toISOString() }),
      ...(search.payment && { paymentMethod: search.payment }),
      ...(search.ambassador && { ambassadorCode: search.ambassador }),
      ...(search.q && { search: search.q }),
    },
    sort: search.sort ?? 'NEWEST',
    page: search.page ?? 1,
    pageSize,
  }
}
