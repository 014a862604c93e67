import { withClient } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { drivenClient } from '../../testing/driven-client'
import { AmbassadorEventsProvider, useLiveRefresh } from './ambassador-events'

vi.mock('@comptoir/ui/toast', () => ({
  useToast: () => ({ success: vi.fn(), error: vi.fn(), group: vi.fn() }),
}))

function Page({ refresh }: { refresh: () => void }) {
  useLiveRefresh(refresh, (event) => event.type === 'PAYOUT_STATUS_CHANGED')
  return <p>Payouts</p>
}

describe('missed live events', () => {
  it('make the bell and the open page read their data again', async () => {
    const { client, sent, sinks, push } = drivenClient(() => ({
      notifications: { unreadCount: 0, readAt: null, entries: [] },
    }))
    const refresh = vi.fn()
    render(
      <AmbassadorEventsProvider>
        <Page refresh={refresh} />
      </AmbassadorEventsProvider>,
      { wrapper: withClient(client) },
    )
    await screen.findByText('Payouts')
    await waitFor(() => {
      expect(sinks.has('AmbassadorEventsMissed')).toBe(true)
      expect(sent.filter((operation) => operation.operationName === 'Notifications')).toHaveLength(
        1,
      )
    })
    expect(refresh).not.toHaveBeenCalled()

    push('AmbassadorEventsMissed', { ambassadorEventsMissed: '2026-11-26T01:40:00.000Z' })
    await waitFor(() => {
      expect(sent.filter((operation) => operation.operationName === 'Notifications')).toHaveLength(
        2,
      )
    })
    expect(refresh).toHaveBeenCalledTimes(1)

    push('AmbassadorEventsMissed', { ambassadorEventsMissed: '2026-11-26T01:41:00.000Z' })
    await waitFor(() => {
      expect(refresh).toHaveBeenCalledTimes(2)
    })
  })

  it('refresh a page only for the events it cares about', async () => {
    const { client, sinks, push } = drivenClient(() => ({
      notifications: { unreadCount: 0, readAt: null, entries: [] },
    }))
    const refresh = vi.fn()
    render(
      <AmbassadorEventsProvider>
        <Page refresh={refresh} />
      </AmbassadorEventsProvider>,
      { wrapper: withClient(client) },
    )
    await waitFor(() => {
      expect(sinks.has('AmbassadorEvents')).toBe(true)
    })
    const event = {
      __typename: 'AmbassadorEvent',
      type: 'COMMISSION_STATUS_CHANGED',
      at: '2026-11-26T01:40:00.000Z',
      amount: { __typename: 'Money', amount: 120, currency: 'EUR' },
      sales: null,
      orderNumber: 'CPT-2026-000040',
      operationId: null,
      operationCode: null,
      commissionId: 'c-1',
      commissionStatus: 'APPROVED',
      payoutId: null,
      payoutStatus: null,
      notifies: true,
    }
    push('AmbassadorEvents', { ambassadorEvents: event })
    push('AmbassadorEvents', {
      ambassadorEvents: {
        ...event,
        type: 'PAYOUT_STATUS_CHANGED',
        at: '2026-11-26T01:41:00.000Z',
        payoutId: 'p-1',
        payoutStatus: 'PAID',
      },
    })
    await waitFor(() => {
      expect(refresh).toHaveBeenCalledTimes(1)
    })
  })
})
