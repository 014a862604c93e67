/**
 * The dashboard's periods, apart from its page: the route checks `?period=` with them, and the
 * route's checks load with the router, before any page.
 */
export const periods = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'ALL'] as const

/** One period of the dashboard, as the API names it. */
export type Period = (typeof periods)[number]
