import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { TextField } from './text-field'

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: { description: 'We send your order confirmation here.' },
}

export const WithError: Story = {
  args: { required: true, defaultValue: 'jeanne@', error: 'Email address is not valid' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email address/ })
    const alert = within(canvasElement).getByRole('alert')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input.getAttribute('aria-describedby')).toContain(alert.id)
  },
}

/** The "required" rule of the forms: checked on blur, then on every change. */
export const ValidationOnBlur: Story = {
  args: { required: true },
  render: function Render(args, { globals }) {
    const message = globals.locale === 'fr' ? 'Ce champ est obligatoire' : 'This field is required'
    const [value, setValue] = useState('')
    const [touched, setTouched] = useState(false)
    const error = touched && value.trim() === '' ? message : undefined
    return (
      <TextField
        {...args}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value)
        }}
        onBlur={() => {
          setTouched(true)
        }}
      />
    )
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: /Email address/ })
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(input)
    await userEvent.tab()
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(
      globals.locale === 'fr' ? 'Ce champ est obligatoire' : 'This field is required',
    )
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(alert.textContent)
    await userEvent.type(input, 'jeanne@comptoir.fr')
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}
