import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ProfileForm } from './profile-form'

const profile = {
  name: 'Jeanne Martin',
  email: 'jeanne@example.com',
  locale: 'fr' as const,
  marketingConsent: false,
}

describe('ProfileForm', () => {
  it('shows the saved language as the language of e-mails, apart from the site’s, and saves it', async () => {
    const { client, sent } = clientAnswering(() => ({
      updateSettings: {
        __typename: 'SettingsPayload',
        customer: { __typename: 'Customer', id: 'c1', ...profile, locale: 'en' },
        errors: [],
      },
    }))
    render(<ProfileForm profile={profile} />, { wrapper: withClient(client, 'en') })
    const language = screen.getByRole('combobox', { name: 'Language of our e-mails' })
    expect(language).toHaveValue('fr')
    expect(language).toHaveAccessibleDescription(
      'Order confirmations and account e-mails are written in this language. The site’s own language has its own switch, EN / FR.',
    )
    await userEvent.selectOptions(language, 'en')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument()
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({
        operationName: 'UpdateSettings',
        variables: { input: { name: 'Jeanne Martin', locale: 'en', marketingConsent: false } },
      })
    })
  })
})
