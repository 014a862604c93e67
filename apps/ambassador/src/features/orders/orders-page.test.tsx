import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { OrdersPage } from './orders-page'

vi.mock('../notifications/ambassador-events', () => ({ useLiveRefresh: () => undefined }))
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }))

const money = (amount: number) => ({ amount, currency: 'EUR' })
const operationId = '0b7f3a52-8f0e-4d7e-9a55-1c2d3e4f5a6b'

const order = {
  number: 'CPT-2026-000044',
  placedAt: '2026-11-24T14:03:00.000Z',
  status: 'PAID',
  source: 'OPERATION_CHOICE',
  customer: 'Camille M.',
  city: 'Lyon',
  sales: money(11_800),
  operation: { id: operationId, code: 'MARIE-SPRING', name: 'Spring' },
  commission: { status: 'PENDING', amount: money(983) },
}

function answer(request: SentOperation) {
  if (request.operationName === 'OrderFilterOperations') {
    return {
      operations: { edges: [{ node: { id: operationId, code: 'MARIE-SPRING', name: 'Spring' } }] },
    }
  }
  return {
    attributedOrders: {
      totalCount: 1,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [{ node: order }],
    },
  }
}

const endpoint = 'http://ambassador.test/gql/ambassador'

describe('OrdersPage', () => {
  it('opens one order in full, where a notification leads', async () => {
    const { client } = clientAnswering(answer, endpoint)
    render(<OrdersPage search={{ number: order.number }} />, { wrapper: withClient(client) })
    const detail = await screen.findByRole('region', { name: `Order ${order.number}` })
    expect(within(detail).getByText('Paid')).toBeInTheDocument()
    expect(within(detail).getByText('Camille M., Lyon')).toBeInTheDocument()
    expect(within(detail).getByText('Chose your operation')).toBeInTheDocument()
    expect(within(detail).getByRole('link', { name: 'Spring (MARIE-SPRING)' })).toHaveAttribute(
      'href',
      `/operation?id=${operationId}`,
    )
    expect(within(detail).getByText('€9.83')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Filter the orders' })).toBeNull()
  })

  it('asks the API for the orders of the status, operation and period chosen', async () => {
    const { client, sent } = clientAnswering(answer, endpoint)
    render(<OrdersPage search={{ status: 'PENDING', operation: operationId, period: '7d' }} />, {
      wrapper: withClient(client),
    })
    const filters = await screen.findByRole('form', { name: 'Filter the orders' })
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING')
    expect(within(filters).getByRole('combobox', { name: 'Period' })).toHaveValue('7d')
    expect(
      await within(filters).findByRole('option', { name: 'Spring (MARIE-SPRING)' }),
    ).toBeInTheDocument()
    expect(within(filters).getByRole('combobox', { name: 'Operation' })).toHaveValue(operationId)
    const list = sent.find((request) => request.operationName === 'AttributedOrders')
    expect(list?.variables).toMatchObject({
      standing: 'PENDING',
      operationId,
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      to: new Date().toISOString().slice(0, 10),
    })
    expect(await screen.findByText('1 order matches these filters.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute(
      'href',
      '/orders',
    )
    expect(screen.getByRole('link', { name: order.number })).toHaveAttribute(
      'href',
      `/orders?number=${order.number}`,
    )
  })
})
