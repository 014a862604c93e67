import { formatPrice } from '@comptoir/ui/price'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { SalesChart, type ChartDay } from './sales-chart'

const start = Date.UTC(2026, 9, 30)
/** A month of a small shop: quiet days, a weekend rush, nothing on two Mondays. */
const month: ChartDay[] = [
  0, 4_990, 12_450, 0, 8_900, 21_300, 34_780, 0, 5_990, 9_870, 15_200, 11_040, 28_650, 41_200,
  7_450, 0, 6_300, 18_900, 22_100, 30_480, 52_300, 9_990, 4_990, 13_400, 17_800, 26_700, 38_900,
  12_000, 8_450, 19_990,
].map((salesCents, index) => ({
  day: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  salesCents,
  orders: Math.ceil(salesCents / 6_000),
}))

const meta = {
  component: SalesChart,
  args: { days: month, money: (cents: number) => formatPrice(cents, 'EUR', 'en') },
} satisfies Meta<typeof SalesChart>

export default meta
type Story = StoryObj<typeof meta>

export const AMonthOfSales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: /Sales by day|Ventes par jour/ })).toBeVisible()
    // The figures are also a table for screen readers: one row a day.
    await expect(canvas.getAllByRole('row')).toHaveLength(month.length + 1)
  },
}

export const NoSalesYet: Story = {
  args: { days: month.map((day) => ({ ...day, salesCents: 0, orders: 0 })) },
}
