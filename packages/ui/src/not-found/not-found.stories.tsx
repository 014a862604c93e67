import type { Meta, StoryObj } from '@storybook/react-vite'

import { NotFound } from './not-found'

const meta = {
  title: 'UI/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/products/linen-shirt?colour=sand', homeHref: '#home' },
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
