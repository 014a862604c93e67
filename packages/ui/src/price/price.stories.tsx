import type { Meta, StoryObj } from '@storybook/react-vite'

import { Price } from './price'

const meta = {
  title: 'UI/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 4800, currency: 'EUR' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const OnSale: Story = {
  args: { amount: 3600, compareAt: 4800, size: 'lg' },
}
