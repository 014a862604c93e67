import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { OrderList, type OrderRow } from './order-list'

const order = (number: string, change: Partial<OrderRow>): OrderRow => ({
  number,
  status: 'PAID',
  createdAt: '2026-11-28T09:15:00.000Z',
  email: 'camille.dupont@example.test',
  customerName: 'Camille Dupont',
  totalCents: 4290,
  currency: 'EUR',
  paymentMethod: 'stripe',
  ambassador: null,
  ...change,
})

const orders: OrderRow[] = [
  order('CPT-2026-000128', {}),
  order('CPT-2026-000127', {
    status: 'FULFILLED',
    customerName: 'Jean-Baptiste Lefèvre-Dumoulin',
    email: 'jb.lefevre-dumoulin@example.test',
    totalCents: 128_950,
    paymentMethod: 'bank-transfer',
    ambassador: { id: 'amb-1', code: 'NINA26', displayName: 'Nina' },
  }),
  order('CPT-2026-000126', { status: 'SHIPPED', totalCents: 990 }),
  order('CPT-2026-000125', { status: 'REFUNDED', paymentMethod: 'test-card' }),
]

const meta = {
  title: 'Orders/Order list',
  component: OrderList,
  args: {
    orders,
    selected: new Set(['CPT-2026-000127']),
    onToggle: fn(),
    sort: { columnId: 'date', direction: 'descending' },
    onSortChange: fn(),
  },
} satisfies Meta<typeof OrderList>

export default meta
type Story = StoryObj<typeof meta>

/** A table at 1280 px, cards on a phone (resize the viewport). */
export const Orders: Story = {}

export const Empty: Story = { args: { orders: [], selected: new Set() } }

/** Ticking an order for the packing slips. */
export const TickForPackingSlips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const [box] = await canvas.findAllByRole('checkbox', { name: /CPT-2026-000128/ })
    if (box) await userEvent.click(box)
    await expect(args.onToggle).toHaveBeenCalledWith('CPT-2026-000128', true)
  },
}
