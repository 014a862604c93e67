import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { Checkbox } from './checkbox'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'Send me the newsletter',
    name: 'newsletter',
    description: 'One letter a month, no more.',
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me the newsletter' })
    await userEvent.click(within(canvasElement).getByText('Send me the newsletter'))
    await expect(box).toBeChecked()
  },
}

export const WithError: Story = {
  args: {
    label: 'I accept the terms of sale',
    required: true,
    error: 'This field is required',
    description: undefined,
  },
}
