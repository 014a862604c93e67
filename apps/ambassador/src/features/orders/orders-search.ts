/** What the orders list can be narrowed to, as the portal's list shows each order. */
export const orderStandings = [
  'AWAITING_PAYMENT',
  'PENDING',
  'APPROVED',
  'PAID',
  'REVERSED',
] as const

export type OrderStanding = (typeof orderStandings)[number]

/** The periods the orders list offers: the last 7, 30 or 90 days, or the last year. */
export const orderPeriods = ['7d', '30d', '90d', '365d'] as const

export type OrderPeriod = (typeof orderPeriods)[number]

/** The search params of `/orders`: a page, one order, and the filters. */
export interface OrdersSearch {
  after?: string
  number?: string
  status?: OrderStanding
  operation?: string
  period?: OrderPeriod
}

const operationId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const orderNumber = /^[A-Z0-9-]{1,40}$/i

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
}

/**
 * The route's `validateSearch`: keeps what is well formed and drops the rest (an address typed
 * by hand, an old link), so the page never asks the API for something it would refuse.
 */
export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const { after, number, status, operation, period } = search
  return {
    ...(typeof after === 'string' && after !== '' && { after }),
    ...(typeof number === 'string' && orderNumber.test(number) && { number }),
    ...(oneOf(orderStandings, status) && { status }),
    ...(typeof operation === 'string' && operationId.test(operation) && { operation }),
    ...(oneOf(orderPeriods, period) && { period }),
  }
}

/** A period's days for the API (UTC, both included), ending today. */
export function periodDays(
  period: OrderPeriod,
  now: Date = new Date(),
): { from: string; to: string } {
  const days = Number.parseInt(period, 10)
  const day = (offset: number) =>
    new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
  return { from: day(days - 1), to: day(0) }
}
