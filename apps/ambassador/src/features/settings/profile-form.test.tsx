import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ProfileForm, type ProfileValues } from './profile-form'

const setLocale = vi.hoisted(() => vi.fn())
vi.mock('@comptoir/i18n/provider', () => ({ useLocale: () => ({ locale: 'fr', setLocale }) }))
const success = vi.hoisted(() => vi.fn())
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success, error: vi.fn() }) }))

const marie: ProfileValues = {
  displayName: 'Marie',
  locale: 'en',
  legalStatus: 'individual',
  payoutAccount: null,
}

function renderForm(profile: ProfileValues = marie) {
  const { client, sent } = clientAnswering(
    (request: SentOperation) => ({
      updateProfile: {
        __typename: 'UpdateProfilePayload',
        ambassador: {
          __typename: 'Ambassador',
          id: 'amb-1',
          displayName: 'Marie',
          locale: (request.variables.input as { locale: string }).locale,
          legalStatus: 'individual',
          payoutAccount: 'FR7630006000011234567890189',
        },
        errors: [],
      },
    }),
    'http://ambassador.test/gql/ambassador',
  )
  // The portal is in French; Marie's e-mails are in English.
  render(<ProfileForm profile={profile} />, { wrapper: withClient(client, 'fr') })
  return { sent }
}

describe('ProfileForm', () => {
  it('says which language the field sets and starts from the saved one', () => {
    renderForm()
    expect(screen.getByRole('combobox', { name: 'Language of e-mails' })).toHaveValue('en')
  })

  it('saves the IBAN without touching the e-mail language or the portal’s language', async () => {
    const { sent } = renderForm()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'IBAN' }),
      'FR76 3000 6000 0112 3456 7890 189',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('Profile saved')
    })
    expect(sent[0]?.variables).toEqual({
      input: {
        displayName: 'Marie',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        legalStatus: 'individual',
        locale: 'en',
      },
    })
    expect(setLocale).not.toHaveBeenCalled()
  })

  it('changes the e-mail language when asked, and still not the portal’s', async () => {
    const { sent } = renderForm()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Language of e-mails' }),
      'fr',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalled()
    })
    expect(sent[0]?.variables).toMatchObject({ input: { locale: 'fr' } })
    expect(setLocale).not.toHaveBeenCalled()
  })

  it('saves the name with the IBAN on file shown masked and left as it is', async () => {
    const { sent } = renderForm({ ...marie, payoutAccount: 'FR76 •••• 0189' })
    const iban = screen.getByRole('textbox', { name: 'IBAN' })
    expect(iban).toHaveValue('FR76 •••• 0189')
    const name = screen.getByRole('textbox', { name: 'Nom public' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Marie D.')
    await userEvent.click(iban)
    await userEvent.tab()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('Profile saved')
    })
    expect(screen.queryByText("IBAN n'est pas valide")).toBeNull()
    expect(sent[0]?.variables).toMatchObject({
      input: { displayName: 'Marie D.', iban: 'FR76 •••• 0189', locale: 'en' },
    })
  })
})
