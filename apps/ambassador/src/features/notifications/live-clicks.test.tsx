import { withClient } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { drivenClient } from '../../testing/driven-client'
import { AmbassadorEventsProvider, useLiveRefresh } from './ambassador-events'
import { NotificationBell } from './notification-bell'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), group: vi.fn() }))
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => toast }))

function Dashboard({ refresh }: { refresh: () => void }) {
  useLiveRefresh(refresh)
  return <p>Dashboard</p>
}

const click = {
  __typename: 'AmbassadorEvent',
  type: 'LINK_CLICKED',
  at: '2026-11-26T01:40:00.000Z',
  amount: null,
  sales: null,
  orderNumber: null,
  operationId: null,
  operationCode: null,
  commissionId: null,
  commissionStatus: null,
  payoutId: null,
  payoutStatus: null,
  notifies: false,
}

describe('a click on the ambassador’s link', () => {
  it('refreshes the open dashboard, without a notification or a toast', async () => {
    const { client, sinks, push } = drivenClient(() => ({
      notifications: { unreadCount: 0, readAt: null, entries: [] },
    }))
    const refresh = vi.fn()
    render(
      <AmbassadorEventsProvider>
        <NotificationBell />
        <Dashboard refresh={refresh} />
      </AmbassadorEventsProvider>,
      { wrapper: withClient(client) },
    )
    await waitFor(() => {
      expect(sinks.has('AmbassadorEvents')).toBe(true)
    })
    push('AmbassadorEvents', { ambassadorEvents: click })
    await waitFor(() => {
      expect(refresh).toHaveBeenCalledTimes(1)
    })
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(toast.success).not.toHaveBeenCalled()
    expect(toast.group).not.toHaveBeenCalled()
  })
})
