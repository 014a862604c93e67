import type { Meta, StoryObj } from '@storybook/react-vite'

import { BagIcon } from '../internal/icons'
import { Link } from '../link/link'
import { EmptyState } from './empty-state'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <BagIcon size={28} />,
    title: 'Your cart is empty',
    description: 'Our linen, stoneware and soaps are waiting for you.',
    action: (
      <Link href="#products" variant="standalone">
        Discover the collection
      </Link>
    ),
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
