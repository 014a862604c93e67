import type { Meta, StoryObj } from '@storybook/react-vite'

import { formatPrice } from '../price/format-price'
import { Chart } from './chart'

const day = 24 * 60 * 60 * 1000
const start = Date.UTC(2026, 2, 1)
const clicks = Array.from({ length: 30 }, (_, index) => ({
  time: start + index * day,
  value: Math.round(120 + 60 * Math.sin(index / 4) + index * 3),
}))
const orders = clicks.map((point, index) => ({
  time: point.time,
  value: Math.round(point.value * 0.035 + (index % 5)),
}))
const revenue = orders.map((point) => ({ time: point.time, value: point.value * 5400 }))

const meta = {
  title: 'UI/Chart',
  component: Chart,
  tags: ['autodocs'],
  args: {
    title: 'Clicks and orders, March',
    series: [
      { label: 'Clicks', points: clicks },
      { label: 'Orders', points: orders },
    ],
  },
} satisfies Meta<typeof Chart>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Revenue: Story = {
  args: {
    title: 'Revenue, March',
    series: [{ label: 'Revenue', points: revenue }],
    formatValue: (value: number) => formatPrice(value, 'EUR', 'en'),
  },
}

/** A new ambassador's first week: counts of one or two get whole-number ticks only. */
export const FirstOrders: Story = {
  args: {
    title: 'Clicks and orders, first week',
    series: [
      {
        label: 'Clicks',
        points: [0, 1, 0, 2, 1, 0, 3].map((value, index) => ({ time: start + index * day, value })),
      },
      {
        label: 'Orders',
        points: [0, 1, 0, 0, 1, 0, 1].map((value, index) => ({ time: start + index * day, value })),
      },
    ],
  },
}
