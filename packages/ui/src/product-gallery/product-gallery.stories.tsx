import type { Meta, StoryObj } from '@storybook/react-vite'

import { demoImage } from '../testing/demo-images'
import { ProductGallery } from './product-gallery'

const meta = {
  title: 'UI/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Washed linen shirt',
    images: [
      { src: demoImage('Front', '#d9cbb5'), alt: 'Front view, sand colour' },
      { src: demoImage('Back', '#cdbda4'), alt: 'Back view' },
      { src: demoImage('Collar', '#e3d8c6'), alt: 'Detail of the collar and corozo buttons' },
    ],
  },
} satisfies Meta<typeof ProductGallery>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const SinglePhoto: Story = {
  args: { images: [{ src: demoImage('Soap', '#e8e0cf'), alt: 'Savon de Marseille, 300 g' }] },
}
