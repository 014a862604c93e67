import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { describeEvent } from './event-text'
import type { AmbassadorEvent } from './notifications.graphql'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const event = (overrides: Partial<AmbassadorEvent>): AmbassadorEvent => ({
  type: 'ORDER_ATTRIBUTED',
  at: '2026-11-24T10:00:00.000Z',
  amount: { amount: 135, currency: 'EUR' },
  sales: null,
  orderNumber: 'CPT-2026-000001',
  operationId: null,
  operationCode: null,
  commissionId: null,
  commissionStatus: null,
  payoutId: null,
  payoutStatus: null,
  notifies: true,
  ...overrides,
})

describe('describeEvent', () => {
  it('tells the sales of a new order and its commission apart, the commission being the ledger’s', () => {
    const order = event({
      orderNumber: 'CPT-2026-000044',
      amount: { amount: 58, currency: 'EUR' },
      sales: { amount: 690, currency: 'EUR' },
    })
    expect(describeEvent(order, i18n)).toBe(
      'New order CPT-2026-000044 (€6.90): €0.58 commission pending',
    )
    expect(describeEvent({ ...order, operationCode: 'MARIE-1' }, i18n)).toBe(
      'New order CPT-2026-000044 (€6.90) with MARIE-1: €0.58 commission pending',
    )
    const french = setupI18n({ locale: 'fr', messages: { fr: {} } })
    expect(describeEvent(order, french)).toContain('0,58')
    expect(describeEvent(order, french)).toContain('6,90')
  })

  it('promises no commission for an order cancelled before it was paid', () => {
    expect(
      describeEvent(
        event({
          orderNumber: 'CPT-2026-000045',
          amount: null,
          sales: { amount: 690, currency: 'EUR' },
        }),
        i18n,
      ),
    ).toBe('New order CPT-2026-000045 (€6.90)')
  })

  it('names a new order, its operation and the pending commission', () => {
    expect(describeEvent(event({ operationCode: 'LUCIE-1' }), i18n)).toBe(
      'New order CPT-2026-000001 with LUCIE-1: €1.35 commission pending',
    )
    expect(describeEvent(event({}), i18n)).toBe(
      'New order CPT-2026-000001: €1.35 commission pending',
    )
  })

  it('says where a commission and a payout have moved', () => {
    expect(
      describeEvent(
        event({ type: 'COMMISSION_STATUS_CHANGED', commissionStatus: 'APPROVED' }),
        i18n,
      ),
    ).toBe('Commission on order CPT-2026-000001 is now approved (€1.35)')
    expect(
      describeEvent(
        event({
          type: 'PAYOUT_STATUS_CHANGED',
          payoutStatus: 'PAID',
          amount: { amount: 5200, currency: 'EUR' },
        }),
        i18n,
      ),
    ).toBe('Payout of €52.00 is now paid')
    expect(
      describeEvent(event({ type: 'OPERATION_GOAL_REACHED', operationCode: 'LUCIE-1' }), i18n),
    ).toBe('Operation LUCIE-1 reached its goal')
  })
})
