import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { Badge } from '../badge/badge'
import { demoImage } from '../testing/demo-images'
import { ProductCard } from './product-card'

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Washed linen shirt',
    eyebrow: 'Atelier de Normandie',
    href: '#product',
    imageSrc: demoImage('Linen', '#d9cbb5'),
    price: 8900,
    currency: 'EUR',
    onAddToCart: fn(),
  },
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(args.onAddToCart).toHaveBeenCalled()
  },
}

export const OnSale: Story = {
  args: { price: 6900, compareAt: 8900, badge: <Badge tone="accent">−22 %</Badge> },
}

export const SoldOut: Story = {
  args: { soldOut: true, imageSrc: demoImage('Stoneware', '#c9b9a6') },
}
