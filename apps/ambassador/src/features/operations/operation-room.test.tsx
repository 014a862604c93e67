import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { OperationRoom } from './operation-room'

vi.mock('../notifications/ambassador-events', () => ({
  useAmbassadorEvent: () => undefined,
  useLiveRefresh: () => undefined,
}))
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }))

const money = (amount: number) => ({ amount, currency: 'EUR' })
const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString()

const spring = {
  __typename: 'Operation',
  id: 'op-1',
  name: 'Spring',
  code: 'MARIE-SPRING',
  shareLink: 'https://shop.example/?ref=MARIE-SPRING',
  state: 'LIVE',
  customerDiscountPercent: 10,
  startsAt: '2026-11-01T08:00:00.000Z',
  endsAt: inTenDays,
  publishedAt: '2026-11-01T08:00:00.000Z',
  closedAt: null,
  salesGoal: money(150_000),
  progress: {
    orders: 0,
    goalPercent: 0,
    sales: money(0),
    nextMilestone: { percent: 25, remaining: money(37_500) },
  },
}

function answer(request: SentOperation) {
  if (request.operationName === 'Operation') return { operation: spring }
  return {
    attributedOrders: {
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [],
    },
  }
}

describe('OperationRoom', () => {
  it('shows the time left as a line of the progress card, not as a card of its own', async () => {
    const { client } = clientAnswering(answer, 'http://ambassador.test/gql/ambassador')
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    const progress = await screen.findByRole('region', { name: 'Progress' })
    expect(within(progress).getByText('Ends in')).toBeInTheDocument()
    expect(within(progress).getByText(/^\d+ d \d+ h \d+ min$/)).toBeInTheDocument()
  })
})
