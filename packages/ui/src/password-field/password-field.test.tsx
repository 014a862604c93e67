import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { PasswordField } from './password-field'

describe('PasswordField', () => {
  it('shows and hides the password with a labelled button, keeping the value', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<PasswordField label="Password" name="password" />)
    const input = screen.getByLabelText('Password')
    await user.type(input, 's3cret')
    expect(input).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('s3cret')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input).toHaveAttribute('type', 'password')
  })

  it('speaks French and shows its alert', async () => {
    await renderWithI18n(
      <PasswordField label="Mot de passe" error="Ce champ est obligatoire" />,
      'fr',
    )
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument()
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Ce champ est obligatoire')
  })
})
