import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { RadioGroup } from './radio'

const options = [
  { value: 'card', label: 'Card' },
  { value: 'transfer', label: 'Bank transfer' },
]

describe('RadioGroup', () => {
  it('names the group by its legend and marks it invalid with the alert', async () => {
    await renderWithI18n(
      <RadioGroup
        name="payment"
        label="Payment"
        options={options}
        error="This field is required"
      />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Payment' })
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(group).toHaveAccessibleDescription('This field is required')
  })

  it('reports the checked value through the change event', async () => {
    const onChange = vi.fn<(value: string) => void>()
    await renderWithI18n(
      <RadioGroup
        name="payment"
        label="Payment"
        options={options}
        defaultValue="card"
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />,
    )
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    expect(onChange).toHaveBeenCalledWith('transfer')
  })
})
