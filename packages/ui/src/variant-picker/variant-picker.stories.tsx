import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { VariantPicker } from './variant-picker'

const meta = {
  title: 'UI/VariantPicker',
  component: VariantPicker,
  tags: ['autodocs'],
  args: {
    selected: { colour: 'sand', size: 'm' },
    onChange: fn(),
    options: [
      {
        name: 'colour',
        label: 'Colour',
        values: [
          { value: 'sand', label: 'Sand', swatch: '#d9cbb5' },
          { value: 'indigo', label: 'Indigo', swatch: '#2e3a59' },
          { value: 'olive', label: 'Olive', swatch: '#6b6b3a', available: false },
        ],
      },
      {
        name: 'size',
        label: 'Size',
        values: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({
          value: size.toLowerCase(),
          label: size,
          available: size !== 'XL',
        })),
      },
    ],
  },
} satisfies Meta<typeof VariantPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected)
    return (
      <VariantPicker
        {...args}
        selected={selected}
        onChange={(name, value) => {
          setSelected((current) => ({ ...current, [name]: value }))
          args.onChange(name, value)
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'L' }))
    await expect(args.onChange).toHaveBeenCalledWith('size', 'l')
  },
}
