import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { VariantPicker } from './variant-picker'

const options = [
  {
    name: 'size',
    label: 'Size',
    values: [
      { value: 's', label: 'S' },
      { value: 'm', label: 'M' },
      { value: 'l', label: 'L', available: false },
    ],
  },
  {
    name: 'colour',
    label: 'Colour',
    values: [{ value: 'sand', label: 'Sand', swatch: '#d9cbb5' }],
  },
]

function Picker({ onChange }: { onChange: (name: string, value: string) => void }) {
  const [selected, setSelected] = useState<Record<string, string>>({ size: 's' })
  return (
    <VariantPicker
      options={options}
      selected={selected}
      onChange={(name, value) => {
        setSelected((current) => ({ ...current, [name]: value }))
        onChange(name, value)
      }}
    />
  )
}

describe('VariantPicker', () => {
  it('offers one radio group per option and reports the choice', async () => {
    const onChange = vi.fn()
    await renderWithI18n(<Picker onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Size S' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'M' }))
    expect(onChange).toHaveBeenCalledWith('size', 'm')
    expect(screen.getByRole('group', { name: 'Size M' })).toBeInTheDocument()
  })

  it('disables and announces values out of stock', async () => {
    await renderWithI18n(<Picker onChange={vi.fn()} />, 'fr')
    expect(screen.getByRole('radio', { name: 'L (épuisé)' })).toBeDisabled()
  })
})
