import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { Accordion } from './accordion'

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    items: [
      {
        id: 'delivery',
        title: 'When will my order arrive?',
        content: 'Within 2 to 3 working days in mainland France.',
      },
      {
        id: 'returns',
        title: 'Can I return an item?',
        content: 'Yes, within 30 days, in its original packaging.',
      },
      {
        id: 'gift',
        title: 'Do you gift-wrap?',
        content: 'Every order leaves in our tissue paper and a ribbon.',
      },
    ],
  },
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByRole('button', { name: 'When will my order arrive?' })
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(first)
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Can I return an item?' }))
    await expect(first).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Faq: Story = {
  args: {
    allowsMultipleExpanded: true,
    defaultExpandedIds: ['delivery', 'returns'],
    headingLevel: 2,
  },
}
