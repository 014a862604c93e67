import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { LanguageSwitcher } from './language-switcher'

describe('LanguageSwitcher', () => {
  it('marks the current language and reports a new choice', async () => {
    const onChange = vi.fn()
    await renderWithI18n(<LanguageSwitcher locale="en" onChange={onChange} />, 'en')
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    const french = screen.getByRole('button', { name: 'Français' })
    expect(french).toHaveAttribute('lang', 'fr')
    await userEvent.click(french)
    expect(onChange).toHaveBeenCalledWith('fr')
    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('labels the group in French', async () => {
    await renderWithI18n(<LanguageSwitcher locale="fr" onChange={vi.fn()} />, 'fr')
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument()
  })
})
