import type { Meta, StoryObj } from '@storybook/react-vite'

import { OrderStatusBadge } from './order-status-badge'
import { orderStatuses } from './orders-search'

const meta = {
  title: 'Orders/Order status badge',
  component: OrderStatusBadge,
  args: { status: 'PAID' },
  argTypes: { status: { control: 'select', options: orderStatuses } },
} satisfies Meta<typeof OrderStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {}

/** Every status side by side. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {orderStatuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
}
