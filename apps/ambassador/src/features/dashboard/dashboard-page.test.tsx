import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DashboardPage } from './dashboard-page'

vi.mock('../notifications/ambassador-events', () => ({ useLiveRefresh: () => undefined }))
vi.mock('@comptoir/ui/chart', () => ({ Chart: () => null }))
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => toast }))

const money = (amount: number) => ({ amount, currency: 'EUR' })

/** Marie's month: one click, six orders, all of them by code. */
const marie = {
  me: {
    displayName: 'Marie',
    code: 'MARIE',
    shareLink: 'https://shop.example/?ref=MARIE',
    commissionRatePercent: 10,
    payoutAccount: null,
  },
  dashboard: {
    clicks: 1,
    orders: 6,
    referralOrders: 0,
    choiceOrders: 0,
    codeOrders: 6,
    awaitingPaymentOrders: 0,
    conversionRate: 0,
    averageOrderSales: money(4150),
    sales: money(24_900),
    commission: { pending: money(2490), approved: money(0), paid: money(0) },
    series: [],
  },
  payoutBalance: money(0),
  minimumPayout: money(5000),
  operations: {
    totalCount: 1,
    edges: [
      {
        node: {
          id: 'op-1',
          name: 'Spring',
          code: 'MARIE-SPRING',
          state: 'LIVE',
          salesGoal: money(150_000),
          progress: { orders: 1, sales: money(690) },
        },
      },
    ],
  },
  attributedOrders: { edges: [] },
}

function renderDashboard(data: Record<string, unknown> = marie) {
  const { client } = clientAnswering(() => data, 'http://ambassador.test/gql/ambassador')
  render(<DashboardPage period="LAST_30_DAYS" />, { wrapper: withClient(client) })
}

describe('DashboardPage', () => {
  afterEach(() => {
    vi.clearAllMocks()
  })

  it('keeps one heading while it loads, the greeting coming under it', async () => {
    renderDashboard()
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent('Dashboard')
    expect(await screen.findByText(/^Hello Marie/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading)
    expect(heading).toHaveTextContent('Dashboard')
  })

  it('counts code orders apart and never shows a conversion above 100 %', async () => {
    renderDashboard()
    expect(
      await screen.findByText(
        /6 paid orders: 0 from your link, 0 choosing your operation, 6 by code alone\./,
      ),
    ).toBeInTheDocument()
    const figures = screen.getByRole('list', { name: 'Figures of the period' })
    const figure = (label: string) =>
      within(figures).getByText(label).closest('li')?.textContent.replace(label, '')
    expect(figure('Clicks on your link')).toBe('1')
    expect(figure('Orders from your link')).toBe('0')
    expect(figure('Orders choosing your operation')).toBe('0')
    expect(figure('Orders by code alone')).toBe('6')
    expect(figure('Conversion of your link')).toBe('0%')
  })

  it('shows the orders of link visitors, by choice and awaiting payment apart', async () => {
    renderDashboard({
      ...marie,
      dashboard: {
        ...marie.dashboard,
        clicks: 4,
        orders: 3,
        referralOrders: 2,
        choiceOrders: 1,
        codeOrders: 0,
        awaitingPaymentOrders: 1,
        conversionRate: 0.5,
      },
      attributedOrders: {
        edges: [
          {
            node: {
              number: 'CPT-2026-000012',
              placedAt: '2026-11-24T09:12:00.000Z',
              status: 'PENDING_PAYMENT',
              customer: 'Jeanne M.',
              city: 'Strasbourg',
              sales: money(5900),
              commission: null,
            },
          },
        ],
      },
    })
    expect(
      await screen.findByText(
        /3 paid orders: 2 from your link, 1 choosing your operation, 0 by code alone\. 1 order awaiting payment counts once paid\./,
      ),
    ).toBeInTheDocument()
    const figures = screen.getByRole('list', { name: 'Figures of the period' })
    expect(within(figures).getByText('Conversion of your link').closest('li')).toHaveTextContent(
      '50%',
    )
    const latest = screen.getByRole('region', { name: 'Latest orders' })
    expect(within(latest).getByRole('listitem')).toHaveTextContent('Awaiting payment')
  })

  it('asks for no order count extrapolated from a single order of the operation', async () => {
    renderDashboard()
    const coach = await screen.findByRole('region', { name: 'Your next steps' })
    // €1,500 goal, €6.90 sold: at the period's average order (€41.50), 36 orders, not 217.
    expect(coach).toHaveTextContent('36 more orders (€1,493.10) to reach the goal of “Spring”.')
  })

  it('copies the referral link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderDashboard()
    const card = await screen.findByRole('region', { name: 'Your link' })
    expect(card).toHaveTextContent('https://shop.example/?ref=MARIE')
    await userEvent.click(within(card).getByRole('button', { name: 'Copy the link' }))
    expect(writeText).toHaveBeenCalledWith('https://shop.example/?ref=MARIE')
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Link copied')
  })
})
