import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Checkbox } from './checkbox'

describe('Checkbox', () => {
  it('links its hint and inline alert to the box', async () => {
    await renderWithI18n(
      <Checkbox
        label="I accept"
        description="Terms of sale"
        error="This field is required"
        required
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'I accept' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAttribute('aria-required', 'true')
    expect(box).toHaveAccessibleDescription('Terms of sale This field is required')
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required')
  })
})
