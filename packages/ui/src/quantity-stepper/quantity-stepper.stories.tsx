import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { QuantityStepper } from './quantity-stepper'

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, max: 5, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button')
    await userEvent.click(buttons[1]!)
    await expect(args.onChange).toHaveBeenCalledWith(2)
  },
}

export const WithVisibleLabel: Story = {
  args: { showLabel: true, value: 2 },
}
