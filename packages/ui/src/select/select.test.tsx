import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Select } from './select'

const options = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
]

describe('Select', () => {
  it('selects a choice and reports it through a native change event', async () => {
    const onChange = vi.fn()
    await renderWithI18n(
      <Select
        label="Size"
        name="size"
        placeholder="Choose"
        options={options}
        onChange={onChange}
      />,
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M')
    expect(onChange).toHaveBeenCalledOnce()
    expect(screen.getByRole('combobox')).toHaveValue('M')
  })

  it('shows its inline alert', async () => {
    await renderWithI18n(<Select label="Size" options={options} error="Size is not valid" />)
    const select = screen.getByRole('combobox', { name: 'Size' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Size is not valid')
  })
})
