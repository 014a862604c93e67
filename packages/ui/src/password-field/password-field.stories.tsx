import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { PasswordField } from './password-field'

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
  },
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithError: Story = {
  args: { required: true, error: 'Password is not valid' },
}

export const RevealPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Password/)
    await userEvent.type(input, 'croissant')
    await userEvent.click(canvas.getByRole('button'))
    await expect(input).toHaveAttribute('type', 'text')
  },
}
