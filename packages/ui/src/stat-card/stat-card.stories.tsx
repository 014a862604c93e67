import type { Meta, StoryObj } from '@storybook/react-vite'

import { StatCard } from './stat-card'

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Revenue', value: '€4,820', change: 0.124, period: 'vs last month' },
} satisfies Meta<typeof StatCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Dashboard: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
      }}
    >
      <StatCard label="Clicks" value="1,284" change={0.08} period="vs last month" />
      <StatCard label="Orders" value="42" change={-0.05} period="vs last month" />
      <StatCard label="Conversion" value="3.3%" change={0} />
      <StatCard label="Commission" value="€482" />
    </div>
  ),
}
