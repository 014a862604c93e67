import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ProductCardSkeleton, Skeleton, SkeletonGroup, SkeletonText } from './skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'rect', width: 240, height: 120 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const ProductGrid: Story = {
  render: () => (
    <SkeletonGroup>
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        }}
      >
        <ProductCardSkeleton />
        <ProductCardSkeleton />
        <ProductCardSkeleton />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(globals.locale === 'fr' ? 'Chargement…' : 'Loading…')
  },
}

export const Text: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <SkeletonText lines={4} />
    </div>
  ),
}
