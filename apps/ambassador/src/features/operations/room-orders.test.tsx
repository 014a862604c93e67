import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { OperationRoom } from './operation-room'

const live = vi.hoisted(() => ({ refresh: (): void => undefined }))
vi.mock('../notifications/ambassador-events', () => ({
  useAmbassadorEvent: () => undefined,
  useLiveRefresh: (refresh: () => void) => {
    live.refresh = refresh
  },
}))
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }))

const money = (amount: number) => ({ amount, currency: 'EUR' })

const operation = {
  __typename: 'Operation',
  id: 'op-1',
  name: 'Spring',
  code: 'MARIE-SPRING',
  shareLink: 'https://shop.example/?ref=MARIE-SPRING',
  state: 'LIVE',
  customerDiscountPercent: 10,
  startsAt: '2026-11-01T08:00:00.000Z',
  endsAt: '2026-11-30T08:00:00.000Z',
  publishedAt: '2026-11-01T08:00:00.000Z',
  closedAt: null,
  salesGoal: money(150_000),
  progress: { orders: 25, goalPercent: 10, sales: money(15_000), nextMilestone: null },
}

/** The server's orders of the operation, newest first, paged by offset like the API. */
function serverWith(count: number) {
  const numbers = Array.from({ length: count }, (_, index) => `C-${String(1000 + count - index)}`)
  const server = {
    numbers,
    answer(request: SentOperation) {
      if (request.operationName === 'Operation') return { operation }
      const { first, after } = request.variables as { first: number; after: string | null }
      const start = after === null ? 0 : Number(after) + 1
      const page = server.numbers.slice(start, start + first)
      return {
        attributedOrders: {
          __typename: 'QueryAttributedOrdersConnection',
          totalCount: server.numbers.length,
          pageInfo: {
            hasNextPage: start + first < server.numbers.length,
            endCursor: page.length > 0 ? String(start + page.length - 1) : null,
          },
          edges: page.map((number) => ({
            node: {
              number,
              placedAt: '2026-11-10T10:00:00.000Z',
              customer: 'Camille M.',
              city: 'Lyon',
              sales: money(5_900),
              commission: null,
            },
          })),
        },
      }
    },
  }
  return server
}

function shownNumbers() {
  const list = screen.getByRole('region', { name: 'Orders with this operation' })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => /C-\d+/.exec(item.textContent)?.[0])
}

describe('the operation room’s orders', () => {
  it('lists every order of the operation a page at a time', async () => {
    const server = serverWith(25)
    const { client, sent } = clientAnswering(
      (request) => server.answer(request),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    await waitFor(() => {
      expect(shownNumbers()).toHaveLength(20)
    })
    expect(screen.getByText('20 of 25 orders shown')).toBeInTheDocument()
    expect(
      sent.find((request) => request.operationName === 'OperationRoomOrders')?.variables,
    ).toEqual({ operationId: 'op-1', first: 20, after: null })

    await userEvent.click(screen.getByRole('button', { name: 'More orders' }))
    await waitFor(() => {
      expect(shownNumbers()).toEqual(server.numbers)
    })
    expect(screen.queryByRole('button', { name: 'More orders' })).not.toBeInTheDocument()
  })

  it('puts a new order on top on a live update, and keeps every order shown after it', async () => {
    const server = serverWith(25)
    const { client } = clientAnswering(
      (request) => server.answer(request),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    await waitFor(() => {
      expect(shownNumbers()).toHaveLength(20)
    })
    await userEvent.click(screen.getByRole('button', { name: 'More orders' }))
    await waitFor(() => {
      expect(shownNumbers()).toHaveLength(25)
    })

    server.numbers = ['C-2000', ...server.numbers]
    live.refresh()
    await waitFor(() => {
      expect(shownNumbers()).toEqual(server.numbers)
    })
    expect(screen.getByText('26 of 26 orders shown')).toBeInTheDocument()
  })

  it('offers to try again when the orders could not be loaded', async () => {
    const server = serverWith(3)
    let failing = true
    const { client } = clientAnswering(
      (request) =>
        failing && request.operationName === 'OperationRoomOrders' ? null : server.answer(request),
      'http://ambassador.test/gql/ambassador',
    )
    render(<OperationRoom id="op-1" />, { wrapper: withClient(client) })
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.')
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => {
      expect(shownNumbers()).toEqual(server.numbers)
    })
  })
})
