import type { Meta, StoryObj } from '@storybook/react-vite'

import { Breadcrumbs } from './breadcrumbs'

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Table linen', href: '#table' },
      { label: 'Stonewashed napkins' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
