import type { Meta, StoryObj } from '@storybook/react-vite'

import { Card, CardHeader } from './card'

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <CardHeader eyebrow="Order FR-10482" title="On its way" />
        <p style={{ margin: 0 }}>Shipped on 12 March from our workshop in Lyon.</p>
      </>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['outlined', 'raised', 'sunken'] } },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Tones: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
      }}
    >
      <Card {...args} tone="outlined" />
      <Card {...args} tone="raised" />
      <Card {...args} tone="sunken" />
    </div>
  ),
}
