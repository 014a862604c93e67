import type { SeedOperation } from './types'

/** Marie's operation, live for two weeks around the day the demo is loaded. */
export const operations: SeedOperation[] = [
  {
    ambassadorCode: 'MARIE',
    name: 'Le printemps de Marie',
    code: 'MARIE-PRINTEMPS',
    customerDiscountBps: 1000,
    startsDaysAgo: 2,
    endsInDays: 12,
    salesGoalCents: 150_000,
  },
]
