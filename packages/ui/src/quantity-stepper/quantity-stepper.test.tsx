import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { QuantityStepper } from './quantity-stepper'

function Controlled({
  onChange,
  initial = 1,
}: {
  onChange: (value: number) => void
  initial?: number
}) {
  const [value, setValue] = useState(initial)
  return (
    <QuantityStepper
      value={value}
      max={3}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('QuantityStepper', () => {
  it('steps between the bounds and disables the buttons there', async () => {
    const onChange = vi.fn<(value: number) => void>()
    const user = userEvent.setup()
    await renderWithI18n(<Controlled onChange={onChange} />)
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' })
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    expect(decrease).toBeDisabled()
    await user.click(increase)
    await user.click(increase)
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3)
    expect(increase).toBeDisabled()
    expect(onChange.mock.calls).toEqual([[2], [3]])
  })

  it('brings a typed value back within the bounds on blur', async () => {
    const onChange = vi.fn<(value: number) => void>()
    await renderWithI18n(<Controlled onChange={onChange} />, 'fr')
    const input = screen.getByRole('spinbutton', { name: 'Quantité' })
    fireEvent.change(input, { target: { value: '40' } })
    fireEvent.blur(input)
    expect(input).toHaveValue(3)
    expect(onChange).toHaveBeenLastCalledWith(3)
  })
})
