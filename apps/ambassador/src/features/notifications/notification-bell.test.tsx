import { withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { drivenClient } from '../../testing/driven-client'
import { AmbassadorEventsProvider } from './ambassador-events'
import { NotificationBell } from './notification-bell'

vi.mock('@comptoir/ui/toast', () => ({
  useToast: () => ({ success: vi.fn(), error: vi.fn(), group: vi.fn() }),
}))

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })

const order = (number: string, at: string) => ({
  __typename: 'AmbassadorEvent',
  type: 'ORDER_ATTRIBUTED',
  at,
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

const approved = {
  ...order('CPT-2026-000040', '2026-11-24T09:10:00.000Z'),
  type: 'COMMISSION_STATUS_CHANGED',
  commissionId: 'c-1',
  commissionStatus: 'APPROVED',
  sales: null,
  amount: money(120),
}

/** The server's notifications: read up to 09:11 on another device. */
function answer(request: SentOperation) {
  if (request.operationName === 'MarkNotificationsRead') {
    return { markNotificationsRead: { readAt: '2026-11-24T10:00:00.000Z' } }
  }
  return {
    notifications: {
      __typename: 'Notifications',
      unreadCount: 1,
      readAt: '2026-11-24T09:11:00.000Z',
      entries: [order('CPT-2026-000044', '2026-11-24T09:12:00.000Z'), approved],
    },
  }
}

function renderBell() {
  const driven = drivenClient(answer)
  render(
    <AmbassadorEventsProvider>
      <NotificationBell />
    </AmbassadorEventsProvider>,
    { wrapper: withClient(driven.client) },
  )
  return driven
}

async function openBell(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }))
  // The drawer's panel loads on its first opening.
  return screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 })
}

describe('NotificationBell', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('counts what the server says is unread, whatever this device saw, and links each entry to its order', async () => {
    // What a device used to keep of its own: forgotten, the server's marker counts.
    localStorage.setItem('comptoir.ambassador.notifications-seen', '0')
    renderBell()
    const drawer = await openBell('Notifications, 1 unread')
    const items = within(within(drawer).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Unread: New order CPT-2026-000044 \(€6\.90\): €0\.58 commission pending/,
      ),
      expect.stringMatching(/^Commission on order CPT-2026-000040 is now approved \(€1\.20\)/),
    ])
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/orders?number=CPT-2026-000044',
      '/orders?number=CPT-2026-000040',
    ])
    expect(localStorage.getItem('comptoir.ambassador.notifications-seen')).toBeNull()
  }, 15_000)

  it('marks everything read on the server, and counts a live order once, its commission inside it', async () => {
    const { sent, push, sinks } = renderBell()
    const drawer = await openBell('Notifications, 1 unread')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    })
    expect(sent.map((operation) => operation.operationName)).toContain('MarkNotificationsRead')
    expect(within(drawer).getByText('All read')).toBeInTheDocument()

    await waitFor(() => {
      expect(sinks.has('AmbassadorEvents')).toBe(true)
    })
    const live = order('CPT-2026-000045', '2026-11-24T10:05:00.000Z')
    push('AmbassadorEvents', { ambassadorEvents: live })
    push('AmbassadorEvents', {
      ambassadorEvents: {
        ...live,
        type: 'COMMISSION_STATUS_CHANGED',
        commissionId: 'c-2',
        commissionStatus: 'PENDING',
        sales: null,
        notifies: false,
      },
    })
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
    })
    expect(within(within(drawer).getByRole('list')).getAllByRole('listitem')).toHaveLength(3)
  }, 15_000)
})
