import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { TextField } from './text-field'

describe('TextField', () => {
  it('labels the input and shows no alert while valid', async () => {
    await renderWithI18n(<TextField label="City" name="city" description="As on your ID" />)
    const input = screen.getByRole('textbox', { name: 'City' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('As on your ID')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('wires the inline alert: role, id, aria-invalid and aria-describedby (keeping ids given by the caller)', async () => {
    await renderWithI18n(
      <>
        <p id="outside">Outside hint</p>
        <TextField id="city" label="City" error="City is not valid" aria-describedby="outside" />
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'City' })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveAttribute('id', 'city-error')
    expect(alert).toHaveTextContent('City is not valid')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', 'outside city-error')
  })

  it('marks required fields for assistive technology, in the active language', async () => {
    await renderWithI18n(<TextField label="Ville" required />, 'fr')
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveAttribute('aria-required', 'true')
    expect(screen.getByText('obligatoire')).toHaveAttribute('aria-hidden', 'true')
  })
})
