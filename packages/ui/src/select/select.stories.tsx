import type { Meta, StoryObj } from '@storybook/react-vite'

import { Select } from './select'

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    name: 'country',
    placeholder: 'Choose a country',
    options: [
      { value: 'FR', label: 'France' },
      { value: 'BE', label: 'Belgium' },
      { value: 'CH', label: 'Switzerland' },
      { value: 'LU', label: 'Luxembourg', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithError: Story = {
  args: { required: true, error: 'Country is not valid' },
}

/**
 * A long label in a narrow column (the catalogue's filters beside the list, a 320 px phone):
 * it wraps onto a second line instead of being cut.
 */
export const LongLabelInANarrowColumn: Story = {
  args: {
    label: 'Category',
    name: 'category',
    placeholder: undefined,
    defaultValue: 'papeterie',
    options: [
      { value: '', label: 'All categories' },
      { value: 'mailles', label: 'Marinières et mailles' },
      { value: 'papeterie', label: 'Papeterie et accessoires' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '13rem' }}>
        <Story />
      </div>
    ),
  ],
}
