import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

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

function answer(
  request: SentOperation,
  operation: Omit<typeof spring, 'publishedAt' | 'closedAt'> & {
    publishedAt: string | null
    closedAt: string | null
  } = spring,
) {
  if (request.operationName === 'Operation') return { operation }
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

describe('OperationRoom, as the clock passes the operation’s start and end', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('turns Scheduled into Live at the start, then Ended at the end, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const start = Date.now() + 5 * 60_000
    const end = start + 2 * 3_600_000
    const scheduled = {
      ...spring,
      state: 'SCHEDULED',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
    }
    const { client, sent } = clientAnswering(
      (request) => answer(request, scheduled),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    const progress = await screen.findByRole('region', { name: 'Progress' })
    expect(screen.getByText('Scheduled')).toBeInTheDocument()
    expect(within(progress).getByText('Starts in')).toBeInTheDocument()
    const reads = () => sent.filter((request) => request.operationName === 'Operation').length
    const before = reads()

    act(() => {
      vi.advanceTimersByTime(start - Date.now())
    })
    expect(await screen.findByText('Live')).toBeInTheDocument()
    expect(screen.queryByText('Scheduled')).toBeNull()
    expect(within(progress).getByText('Ends in')).toBeInTheDocument()
    expect(within(progress).queryByText('Now')).toBeNull()
    // The room reads the operation again, for what the server says at its start.
    await vi.waitFor(() => {
      expect(reads()).toBeGreaterThan(before)
    })

    act(() => {
      vi.advanceTimersByTime(end - Date.now())
    })
    expect(await screen.findByText('Ended')).toBeInTheDocument()
    expect(within(progress).queryByText('Ends in')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close now' })).toBeNull()
  })
})

describe('OperationRoom, before and after its time', () => {
  it('offers a draft’s link nowhere: its dates and goal instead, and how to share it later', async () => {
    const draft = {
      ...spring,
      state: 'DRAFT',
      publishedAt: null,
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-08T09:00:00.000Z',
    }
    const { client } = clientAnswering(
      (request) => answer(request, draft),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    const progress = await screen.findByRole('region', { name: 'Progress' })
    expect(
      within(progress).getByText(/^Once published, it runs from December 1, 2026/),
    ).toBeInTheDocument()
    expect(within(progress).getByText(/Sales goal: €1,500\.00/)).toBeInTheDocument()
    expect(screen.queryByText(/to reach 25%/)).toBeNull()
    const share = screen.getByRole('region', { name: 'Share' })
    expect(within(share).getByText(/appear once it is published/)).toBeInTheDocument()
    expect(screen.queryByText(draft.shareLink)).toBeNull()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy the link' })).toBeNull()
  })

  it('shows an ended operation’s results, without its link, QR code or next milestone', async () => {
    const ended = {
      ...spring,
      state: 'ENDED',
      endsAt: '2026-11-20T18:00:00.000Z',
      progress: { ...spring.progress, orders: 3, goalPercent: 40, sales: money(60_000) },
    }
    const { client } = clientAnswering(
      (request) => answer(request, ended),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    const results = await screen.findByRole('region', { name: 'Results' })
    expect(within(results).getByText(/^Ran from November 1, 2026/)).toBeInTheDocument()
    expect(within(results).getByText(/40% of the goal/)).toBeInTheDocument()
    expect(screen.queryByText(/to reach/)).toBeNull()
    expect(screen.queryByText(ended.shareLink)).toBeNull()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.getByText(/no longer give its discount/)).toBeInTheDocument()
    expect(
      await screen.findByText('No order was placed with this operation while it ran.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/share your link/)).toBeNull()
  })

  it('says an operation closed while scheduled was closed before it started', async () => {
    const closed = {
      ...spring,
      state: 'ENDED',
      startsAt: '2026-12-01T08:00:00.000Z',
      closedAt: '2026-11-20T18:00:00.000Z',
    }
    const { client } = clientAnswering(
      (request) => answer(request, closed),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    const results = await screen.findByRole('region', { name: 'Results' })
    expect(
      within(results).getByText(/^Closed on November 20, 2026 .*, before it started\.$/),
    ).toBeInTheDocument()
    expect(within(results).queryByText(/^Ran from/)).toBeNull()
  })
})
