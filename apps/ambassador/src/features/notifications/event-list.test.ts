import { describe, expect, it } from 'vitest'

import { mergeEvents } from './event-list'
import type { AmbassadorEvent } from './notifications.graphql'

const event = (overrides: Partial<AmbassadorEvent>): AmbassadorEvent => ({
  type: 'ORDER_ATTRIBUTED',
  at: '2026-11-24T10:00:00.000Z',
  amount: { amount: 58, currency: 'EUR' },
  sales: { amount: 690, currency: 'EUR' },
  orderNumber: 'CPT-2026-000044',
  operationId: null,
  operationCode: null,
  commissionId: null,
  commissionStatus: null,
  payoutId: null,
  payoutStatus: null,
  notifies: true,
  ...overrides,
})

describe('mergeEvents', () => {
  it('keeps one copy of an event heard live and found again among the earlier ones', () => {
    const live = event({ operationCode: 'MARIE-1' })
    const rebuilt = event({ at: '2026-11-24T10:00:00Z' })
    expect(mergeEvents([live], [rebuilt], 20)).toEqual([live])
  })

  it('puts every event newest first and keeps the latest ones', () => {
    const older = event({ orderNumber: 'CPT-2026-000040', at: '2026-11-20T10:00:00.000Z' })
    const newer = event({ orderNumber: 'CPT-2026-000050', at: '2026-11-25T10:00:00.000Z' })
    const middle = event({})
    expect(mergeEvents([newer], [middle, older], 2)).toEqual([newer, middle])
  })
})
