import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { Tabs } from './tabs'

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Product details',
    items: [
      {
        id: 'description',
        label: 'Description',
        content: 'A relaxed shirt in washed Normandy linen.',
      },
      { id: 'materials', label: 'Materials', content: '100% linen, corozo buttons.' },
      { id: 'delivery', label: 'Delivery', content: 'Free from €80, returns within 30 days.' },
    ],
  },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Materials' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('100% linen')
  },
}
