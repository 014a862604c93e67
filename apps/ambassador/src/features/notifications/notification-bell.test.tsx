import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { AmbassadorEventsProvider } from './ambassador-events'
import { NotificationBell } from './notification-bell'

vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }))

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })

const earlierOrder = {
  __typename: 'AmbassadorEvent',
  type: 'ORDER_ATTRIBUTED',
  at: '2026-11-24T09:12:00.000Z',
  amount: money(58),
  sales: money(690),
  orderNumber: 'CPT-2026-000044',
  operationId: null,
  operationCode: null,
  commissionId: null,
  commissionStatus: null,
  payoutId: null,
  payoutStatus: null,
}

function renderBell(answer: (request: SentOperation) => unknown) {
  const { client, sent } = clientAnswering(answer, 'http://ambassador.test/gql/ambassador')
  render(
    <AmbassadorEventsProvider>
      <NotificationBell />
    </AmbassadorEventsProvider>,
    { wrapper: withClient(client) },
  )
  return { sent }
}

describe('NotificationBell', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('lists the orders that arrived before the page was opened, each once', async () => {
    const { sent } = renderBell(() => ({
      recentEvents: [
        earlierOrder,
        { ...earlierOrder },
        {
          ...earlierOrder,
          type: 'COMMISSION_STATUS_CHANGED',
          at: '2026-11-24T09:10:00.000Z',
          commissionId: 'c-1',
          commissionStatus: 'APPROVED',
          sales: null,
          orderNumber: 'CPT-2026-000040',
          amount: money(120),
        },
      ],
    }))
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    await userEvent.click(bell)
    // The drawer's panel loads on its first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 })
    const list = within(drawer).getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'New order CPT-2026-000044 (€6.90): €0.58 commission pending',
      'Commission on order CPT-2026-000040 is now approved (€1.20)',
    ])
    expect(
      sent.find((operation) => operation.operationName === 'RecentAmbassadorEvents')?.variables,
    ).toEqual({
      first: 20,
    })
  }, 15_000)
})
