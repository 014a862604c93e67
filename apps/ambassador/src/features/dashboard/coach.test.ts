import { describe, expect, it } from 'vitest'

import { coach, type CoachFacts } from './coach'

const base: CoachFacts = {
  code: 'MARIE',
  clicks: 12,
  averageOrderCents: 10_000,
  hasIban: true,
  balanceCents: 0,
  minimumCents: 5000,
  operations: [],
}

const live = {
  id: 'op-1',
  name: 'Winter table',
  state: 'LIVE' as const,
  goalCents: 100_000,
  salesCents: 60_000,
  orders: 6,
}

describe('the coach', () => {
  it('says how much is missing to the payout minimum', () => {
    expect(coach({ ...base, balanceCents: 3800, operations: [live] })[0]).toEqual({
      kind: 'reach-minimum',
      missingCents: 1200,
      link: { to: '/payouts' },
    })
  })

  it('asks for the payout at the minimum, or for the IBAN first', () => {
    expect(coach({ ...base, balanceCents: 5000, operations: [live] })[0]).toMatchObject({
      kind: 'request-payout',
      balanceCents: 5000,
    })
    expect(coach({ ...base, balanceCents: 7000, hasIban: false, operations: [live] })[0]).toEqual({
      kind: 'add-iban',
      link: { to: '/settings' },
    })
  })

  it('estimates no order count from one order: too few orders to tell an average', () => {
    const firstOrder = { ...live, goalCents: 167_000, salesCents: 690, orders: 1 }
    expect(coach({ ...base, averageOrderCents: null, operations: [firstOrder] })).toEqual([
      {
        kind: 'reach-goal',
        operationName: 'Winter table',
        missingCents: 166_310,
        ordersToGoal: null,
        link: { to: '/operation', search: { id: 'op-1' } },
      },
    ])
  })

  it('counts the orders still needed to reach the live operation’s goal at the average order', () => {
    expect(coach({ ...base, operations: [live] })).toEqual([
      {
        kind: 'reach-goal',
        operationName: 'Winter table',
        missingCents: 40_000,
        ordersToGoal: 4,
        link: { to: '/operation', search: { id: 'op-1' } },
      },
    ])
  })

  it('suggests publishing a draft, or creating a first operation, and sharing the link', () => {
    const draft = { ...live, id: 'op-2', state: 'DRAFT' as const, name: 'Spring' }
    expect(coach({ ...base, operations: [draft] }).map((advice) => advice.kind)).toEqual([
      'publish-draft',
    ])
    expect(coach({ ...base, clicks: 0 }).map((advice) => advice.kind)).toEqual([
      'create-operation',
      'share-link',
    ])
  })

  it('has nothing to add once the goal is reached and nothing is due', () => {
    expect(coach({ ...base, operations: [{ ...live, salesCents: 120_000 }] })).toEqual([])
  })
})
