import { withClient } from '@comptoir/app-shell/testing'
import { ToastProvider, loadToastHost } from '@comptoir/ui/toast'
import { render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'

import { drivenClient } from '../../testing/driven-client'
import { AmbassadorEventsProvider } from './ambassador-events'

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })

const order = (number: string) => ({
  __typename: 'AmbassadorEvent',
  type: 'ORDER_ATTRIBUTED',
  at: '2026-11-26T01:40:00.000Z',
  amount: money(58),
  sales: money(690),
  orderNumber: number,
  operationId: null,
  operationCode: null,
  commissionId: null,
  commissionStatus: null,
  payoutId: null,
  payoutStatus: null,
  notifies: true,
})

beforeAll(async () => {
  await loadToastHost()
})

describe('orders arriving live', () => {
  it('show one toast that counts them, never one toast per order', async () => {
    const { client, sinks, push } = drivenClient(() => ({
      notifications: { unreadCount: 0, readAt: null, entries: [] },
    }))
    render(
      <ToastProvider>
        <AmbassadorEventsProvider>
          <p>Room</p>
        </AmbassadorEventsProvider>
      </ToastProvider>,
      { wrapper: withClient(client) },
    )
    await waitFor(() => {
      expect(sinks.has('AmbassadorEvents')).toBe(true)
    })
    push('AmbassadorEvents', { ambassadorEvents: order('CPT-2026-000050') })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'New order CPT-2026-000050 (€6.90): €0.58 commission pending',
    )
    push('AmbassadorEvents', { ambassadorEvents: order('CPT-2026-000051') })
    push('AmbassadorEvents', { ambassadorEvents: order('CPT-2026-000052') })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('3 new orders')
    })
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })
})
