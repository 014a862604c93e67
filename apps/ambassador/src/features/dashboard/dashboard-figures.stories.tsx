import { t } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { DashboardFigures } from './dashboard-figures'
import type { DashboardData } from './dashboard.graphql'

type Dashboard = DashboardData['dashboard']

const euros = (amount: number) => ({ amount, currency: 'EUR' as const })

const clicks = [42, 55, 38, 61, 80, 73, 96]
const orders = [2, 3, 1, 4, 6, 5, 7]

const month: Dashboard = {
  clicks: 1245,
  orders: 28,
  referralOrders: 19,
  choiceOrders: 6,
  codeOrders: 3,
  awaitingPaymentOrders: 2,
  conversionRate: 19 / 1245,
  averageOrderSales: euros(7850),
  sales: euros(219800),
  commission: { pending: euros(8420), approved: euros(12650), paid: euros(30000) },
  series: clicks.map((count, index) => ({
    date: `2026-11-${String(index + 16).padStart(2, '0')}`,
    clicks: count,
    orders: orders[index] ?? 0,
    commission: { amount: (orders[index] ?? 0) * 780 },
  })),
}

const empty: Dashboard = {
  ...month,
  clicks: 0,
  orders: 0,
  referralOrders: 0,
  choiceOrders: 0,
  codeOrders: 0,
  awaitingPaymentOrders: 0,
  conversionRate: 0,
  averageOrderSales: euros(0),
  sales: euros(0),
  commission: { pending: euros(0), approved: euros(0), paid: euros(0) },
  series: month.series.map((point) => ({
    ...point,
    clicks: 0,
    orders: 0,
    commission: { amount: 0 },
  })),
}

const meta = {
  title: 'Dashboard figures',
  component: DashboardFigures,
  args: { dashboard: month },
} satisfies Meta<typeof DashboardFigures>

export default meta
type Story = StoryObj<typeof meta>

/** A month of sales: the counts, the link's conversion, the money and the daily curve. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getByRole('list', { name: t`Figures of the period` })
    await expect(within(figures).getAllByRole('listitem')).toHaveLength(9)
    await expect(figures).toHaveTextContent('1245')
  },
}

/** A new ambassador: nothing yet. */
export const NothingYet: Story = { args: { dashboard: empty } }

/** On a phone, in French: two figures a row. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}

/** On a desktop, in French. */
export const DesktopInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'desktop1280', isRotated: false } },
}
