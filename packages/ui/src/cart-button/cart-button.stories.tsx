import type { Meta, StoryObj } from '@storybook/react-vite'

import { CartButton } from './cart-button'

const meta = {
  title: 'UI/CartButton',
  component: CartButton,
  tags: ['autodocs'],
  args: { count: 2 },
} satisfies Meta<typeof CartButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = { args: { count: 0 } }
