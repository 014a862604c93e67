import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'

import { RadioGroup } from './radio'

const meta = {
  title: 'UI/Radio',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    name: 'shipping',
    label: 'Delivery',
    options: [
      { value: 'colissimo', label: 'Home delivery', description: '2 to 3 working days' },
      { value: 'relay', label: 'Pick-up point', description: '3 to 5 working days' },
      { value: 'express', label: 'Express', description: 'Next day, before 1 pm', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('colissimo')
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
        }}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: /Pick-up point/ }))
    await expect(canvas.getByRole('radio', { name: /Pick-up point/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /Home delivery/ })).not.toBeChecked()
  },
}

export const WithError: Story = {
  args: { required: true, error: 'This field is required', orientation: 'horizontal' },
}
